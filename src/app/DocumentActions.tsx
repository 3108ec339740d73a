import { useEffect, useId, useRef, useState } from 'react';
import { answerDeleteRequests, useDraftLock, type DeleteOutcome } from './drafts';

const settled = () => Promise.resolve();

interface DocumentActionsProps {
  draftId: string;
  onRename: () => void;
  onDuplicate: () => void;
  /** Deletes the document; `readOnly`: another tab edits it, so ask that tab to. */
  onDelete: (readOnly: boolean) => Promise<void>;
  /** Another tab asked to delete the document this tab edits: delete it here, and say so. */
  onGiveUp: () => Promise<DeleteOutcome>;
}

/**
 * Rename, Duplicate and Delete of the open document, all disabled until the browser has said
 * whether this tab edits it (its draft lock). A tab that only reads it (another tab holds the lock)
 * may not rename it, with the reason; its Delete asks the tab that edits it, which deletes it or
 * says why not. Duplicate makes a new draft of its own. The lock is the one the document screen
 * holds (useDraftLock counts its holders), so this asks nothing more of the browser.
 */
export function DocumentActions({
  draftId,
  onRename,
  onDuplicate,
  onDelete,
  onGiveUp,
}: DocumentActionsProps) {
  const lock = useDraftLock(draftId, settled);
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const giveUp = useRef(onGiveUp);
  useEffect(() => {
    giveUp.current = onGiveUp;
  });
  const held = lock === 'held';
  useEffect(
    () => (held ? answerDeleteRequests(draftId, () => giveUp.current()) : undefined),
    [held, draftId],
  );

  const readOnly = lock === 'elsewhere';
  const known = lock !== 'pending';
  const reason = 'Open in another tab: rename it there';
  const described = readOnly ? { title: reason, 'aria-describedby': reasonId } : {};
  const del = () => {
    if (asking) return;
    setAsking(true);
    void onDelete(readOnly).finally(() => setAsking(false));
  };
  return (
    <>
      <button type="button" onClick={onRename} disabled={!held} {...described}>
        Rename…
      </button>
      <button type="button" onClick={onDuplicate} disabled={!known}>
        Duplicate
      </button>
      <button
        type="button"
        onClick={del}
        // Not `disabled` while it asks: the focus stays on it until it goes to the next tab.
        disabled={!known}
        aria-disabled={asking || undefined}
        title={
          asking
            ? 'Asking the tab that edits it…'
            : readOnly
              ? 'Open in another tab: that tab is asked first'
              : undefined
        }
      >
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
