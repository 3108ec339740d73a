import { useId } from 'react';
import { useDraftLock } from './drafts';

const settled = () => Promise.resolve();

/**
 * Rename, Duplicate and Delete of the open document. A tab that only reads it (another tab holds
 * its draft lock and edits it) may not rename or delete it under that tab: both are disabled with
 * the reason. Duplicate stays, as it makes a new draft of its own. The lock is the one the
 * document screen holds (useDraftLock counts its holders), so this asks nothing of the browser.
 */
export function DocumentActions({
  draftId,
  onRename,
  onDuplicate,
  onDelete,
}: {
  draftId: string;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const readOnly = useDraftLock(draftId, settled) === 'elsewhere';
  const reasonId = useId();
  const reason = 'Open in another tab: edit it there';
  const locked = readOnly
    ? { disabled: true, title: reason, 'aria-describedby': reasonId }
    : { disabled: false };
  return (
    <>
      <button type="button" onClick={onRename} {...locked}>
        Rename…
      </button>
      <button type="button" onClick={onDuplicate}>
        Duplicate
      </button>
      <button type="button" onClick={onDelete} {...locked}>
        Delete
      </button>
      {readOnly ? (
        <p id={reasonId} className="visually-hidden toolbar-menu__hint">
          {reason}
        </p>
      ) : null}
    </>
  );
}
