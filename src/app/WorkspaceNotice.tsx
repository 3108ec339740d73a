import { useEffect, useRef, useState } from 'react';

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

/** How long a notice stays while the pointer and the focus are elsewhere. */
export const NOTICE_MS = 8000;

/**
 * The workspace's notice as a toast, read out as it appears: Undo where it opened a document.
 * It goes by itself after a few seconds (not while the pointer or the focus is on it), by its
 * close button and by Escape, so it never stays over the field being typed in.
 */
export function WorkspaceNotice({ notice, onUndo, onDismiss }: WorkspaceNoticeProps) {
  const { text, undoDraftId } = notice;
  const [held, setHeld] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (held) return undefined;
    const timer = setTimeout(() => dismiss.current(), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, held]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog's Escape is the dialog's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open], [aria-modal="true"]')) return;
      dismiss.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div
      className="toast"
      role="status"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
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
