import { plural } from '../../io/verdict';
import { useId, useState } from 'react';
import { ChangeList, PassPreview } from '../../studio';
import { compareDocuments } from '../changes/compareDocuments';
import { documentName } from '../documentName';
import type { Draft } from '../../storage';
import { DialogActions, ModalDialog } from '../dialog';
import { pairingOf } from '../pairs/pairingOf';
import { KIND_NAME, pickPair } from './pickPair';
import './compare.css';

interface CompareDialogProps {
  /** The open documents, the active one as edited now. */
  drafts: readonly Draft[];
  /** Every stored draft: an offer object's preview draws the offer class it names. */
  all: readonly Draft[];
  /** The first document (the active one, or the tab whose menu asked). */
  firstId: string | null;
  /** The second, when chosen already (a tab's "Compare with …"). */
  secondId?: string | undefined;
  onClose: () => void;
}

/**
 * Two open documents of one kind side by side: their field-level differences in labels, and both
 * previews. The second list offers only documents of the first one's kind.
 */
export function CompareDialog({ drafts, all, firstId, secondId, onClose }: CompareDialogProps) {
  const id = useId();
  const [initial] = useState(() => pickPair(drafts, firstId));
  const [leftId, setLeftId] = useState(initial.left);
  const [rightId, setRightId] = useState(secondId ?? initial.right);
  const left = drafts.find((d) => d.id === leftId);
  const same = drafts.filter((d) => d.id !== leftId && d.kind === left?.kind);
  const right = same.find((d) => d.id === rightId) ?? same[0];
  // Renders come only from choosing documents, each of which needs a new comparison.
  const compared =
    left && right ? compareDocuments(left.document, right.document, left.kind) : null;

  return (
    <ModalDialog title="Compare documents" onClose={onClose} className="compare-dialog">
      <div className="compare-dialog__pickers">
        <label>
          First document
          <select value={leftId ?? ''} onChange={(e) => setLeftId(e.target.value)}>
            {drafts.map((d) => (
              <option key={d.id} value={d.id}>
                {documentName(d)} ({KIND_NAME[d.kind]})
              </option>
            ))}
          </select>
        </label>
        <label>
          Second document
          <select
            value={right?.id ?? ''}
            onChange={(e) => setRightId(e.target.value)}
            disabled={same.length === 0}
          >
            {same.map((d) => (
              <option key={d.id} value={d.id}>
                {documentName(d)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {left && !right ? (
        <p role="status">
          Open another {KIND_NAME[left.kind]} to compare “{documentName(left)}” with it.
        </p>
      ) : null}
      {left && right && compared ? (
        <div className="compare-dialog__body">
          <div className="compare-dialog__changes">
            {compared.asExported ? null : (
              <p className="compare-dialog__note">
                One of the two has errors, so they are compared as edited, not as export would send
                them.
              </p>
            )}
            <ChangeList
              kind={left.kind}
              result={compared.result}
              since={documentName(left)}
              patch={false}
              heading={(count) =>
                count === 0
                  ? 'The two are the same'
                  : `${plural(count, 'field differs', 'fields differ')}, from “${documentName(left)}” to “${documentName(right)}”`
              }
            />
          </div>
          {[left, right].map((draft, index) => (
            <section
              key={draft.id}
              className="compare-dialog__preview"
              aria-labelledby={`${id}-preview-${index}`}
            >
              <h3 id={`${id}-preview-${index}`}>{documentName(draft)}</h3>
              <PassPreview
                kind={draft.kind}
                document={draft.document}
                compact
                pairedClass={pairingOf(all, draft).classDraft?.document}
              />
            </section>
          ))}
        </div>
      ) : null}
      <DialogActions dismiss={{ label: 'Close', onClick: onClose }} />
    </ModalDialog>
  );
}
