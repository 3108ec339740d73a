import { useState } from 'react';
import { resourceLabels, type ResourceKind } from '../../schema/resources';
import { DialogActions, ModalDialog } from '../../ui/dialog';
import { SideBySide, type Side } from '../differences';
import { pickPair } from './pickPair';
import './compare.css';

/** An open document as Compare shows it; the shell names it and finds its paired class. */
export interface ComparedDocument extends Side {
  kind: ResourceKind;
}

export interface CompareDialogProps {
  /** The open documents, the active one as edited now. */
  documents: readonly ComparedDocument[];
  /** The first document (the active one, or the tab whose menu asked). */
  firstId: string | null;
  /** The second, when chosen already (a tab's "Compare with …"). */
  secondId?: string | undefined;
  onClose: () => void;
}

const kindName = (kind: ResourceKind) => resourceLabels[kind].toLowerCase();

/**
 * Compare: which two open documents (the second list offers only documents of the first one's
 * kind), shown side by side by the differences feature.
 */
export function CompareDialog({ documents, firstId, secondId, onClose }: CompareDialogProps) {
  const [initial] = useState(() => pickPair(documents, firstId));
  const [leftId, setLeftId] = useState(initial.left);
  const [rightId, setRightId] = useState(secondId ?? initial.right);
  const left = documents.find((d) => d.id === leftId);
  const same = documents.filter((d) => d.id !== leftId && d.kind === left?.kind);
  const right = same.find((d) => d.id === rightId) ?? same[0];

  return (
    <ModalDialog title="Compare documents" onClose={onClose} className="compare-dialog">
      <div className="compare-dialog__pickers">
        <label>
          First document
          <select value={leftId ?? ''} onChange={(e) => setLeftId(e.target.value)}>
            {documents.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} ({kindName(d.kind)})
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
                {d.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {left && !right ? (
        <p role="status">
          Open another {kindName(left.kind)} to compare “{left.name}” with it.
        </p>
      ) : null}
      {left && right ? <SideBySide kind={left.kind} sides={[left, right]} /> : null}
      <DialogActions dismiss={{ label: 'Close', onClick: onClose }} />
    </ModalDialog>
  );
}
