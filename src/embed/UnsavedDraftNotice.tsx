interface UnsavedDraftNoticeProps {
  /** When the edits were last kept, in milliseconds since the epoch. */
  updatedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}

/**
 * Said when the REST embed opens a pass over edits this browser kept and never saved: restore
 * them into the editor, or discard them and keep the server's copy.
 */
export function UnsavedDraftNotice({ updatedAt, onRestore, onDiscard }: UnsavedDraftNoticeProps) {
  return (
    <div role="alert" className="embed-page__notice">
      <span>You have unsaved edits from {new Date(updatedAt).toLocaleString()}.</span>
      <button type="button" className="pse__button" onClick={onRestore}>
        Restore my edits
      </button>
      <button type="button" className="pse__button pse__button--quiet" onClick={onDiscard}>
        Discard them
      </button>
    </div>
  );
}
