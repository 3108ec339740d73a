import { useId } from 'react';
import { useDraftLock } from './drafts';

const settled = () => Promise.resolve();

interface DocumentActionsProps {
  draftId: string;
  onRename: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/**
 * Rename, Duplicate and Delete of the open document, all disabled until the browser has said
 * whether this tab edits it (its draft lock). A tab that only reads it (another tab holds the lock)
 * may neither rename nor delete it, with the reason: the person typing there keeps their document.
 * Duplicate makes a new draft of its own. The lock is the one the document screen holds
 * (useDraftLock counts its holders), so this asks nothing more of the browser.
 */
export function DocumentActions({
  draftId,
  onRename,
  onDuplicate,
  onDelete,
}: DocumentActionsProps) {
  const lock = useDraftLock(draftId, settled);
  const reasonId = useId();
  const held = lock === 'held';
  const readOnly = lock === 'elsewhere';
  const reason = 'Open in another tab: rename or delete it there';
  const described = readOnly ? { title: reason, 'aria-describedby': reasonId } : {};
  return (
    <>
      <button type="button" onClick={onRename} disabled={!held} {...described}>
        Rename…
      </button>
      <button type="button" onClick={onDuplicate} disabled={lock === 'pending'}>
        Duplicate
      </button>
      <button type="button" onClick={onDelete} disabled={!held} {...described}>
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
