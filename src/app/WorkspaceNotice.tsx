/** A short word after an action elsewhere: pairs found, a document opened from another. */
export interface Notice {
  text: string;
  /** The draft the action opened, which Undo removes again. */
  undoDraftId?: string;
}

interface WorkspaceNoticeProps {
  notice: Notice;
  onUndo: (draftId: string) => void;
  onDismiss: () => void;
}

/** The workspace's notice as a toast, read out as it appears: Undo where it opened a document. */
export function WorkspaceNotice({ notice, onUndo, onDismiss }: WorkspaceNoticeProps) {
  const { text, undoDraftId } = notice;
  return (
    <div className="toast" role="status">
      {text}
      {undoDraftId ? (
        <button type="button" onClick={() => onUndo(undoDraftId)}>
          Undo
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" data-tip="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
