import { useState } from 'react';
import { SideBySide } from '../../features/differences';
import { documentName } from '../documentName';
import type { Draft } from '../../storage';
import { DialogActions, ModalDialog } from '../../ui/dialog';
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
 * Compare: which two open documents (the second list offers only documents of the first one's
 * kind), shown side by side by the differences feature.
 */
export function CompareDialog({ drafts, all, firstId, secondId, onClose }: CompareDialogProps) {
  const [initial] = useState(() => pickPair(drafts, firstId));
  const [leftId, setLeftId] = useState(initial.left);
  const [rightId, setRightId] = useState(secondId ?? initial.right);
  const left = drafts.find((d) => d.id === leftId);
  const same = drafts.filter((d) => d.id !== leftId && d.kind === left?.kind);
  const right = same.find((d) => d.id === rightId) ?? same[0];
  const pairedClass = (draft: Draft) => pairingOf(all, draft).classDraft?.document;

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
      {left && right ? (
        <SideBySide
          kind={left.kind}
          sides={[
            {
              id: left.id,
              name: documentName(left),
              document: left.document,
              pairedClass: pairedClass(left),
            },
            {
              id: right.id,
              name: documentName(right),
              document: right.document,
              pairedClass: pairedClass(right),
            },
          ]}
        />
      ) : null}
      <DialogActions dismiss={{ label: 'Close', onClick: onClose }} />
    </ModalDialog>
  );
}
