import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** A short word after an action: pairs found, a document opened from another, one deleted. */
export interface Notice {
  text: string;
  /** What takes the action back ("Undo", "Undo delete"); the notice goes with it. */
  undo?: { label: string; run: () => void };
  /** It stays until dismissed: its undo is the only way back (a deleted document). */
  lasting?: boolean;
}

interface WorkspaceNoticeProps {
  notice: Notice;
  onDismiss: () => void;
}

/** How long a notice stays while the pointer and the focus are elsewhere. */
export const NOTICE_MS = 8000;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Keeps the toast's room: its height goes to `--toast-block-size` on the page's root, where
 * notices.css makes it the window's bottom scroll padding (and, in a narrow window, room after
 * the page's end); a control that has or takes the focus under the toast scrolls above it.
 */
function useToastRoom(toast: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = toast.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const size = () => root.style.setProperty('--toast-block-size', `${element.offsetHeight}px`);
    size();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(size);
    observer?.observe(element);
    const uncover = (target: EventTarget | null) => {
      if (!(target instanceof Element) || element.contains(target)) return;
      const box = element.getBoundingClientRect();
      if (overlaps(box, target.getBoundingClientRect()))
        target.scrollIntoView({ block: 'nearest' });
    };
    uncover(document.activeElement);
    const onFocusIn = (event: FocusEvent) => uncover(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      root.style.removeProperty('--toast-block-size');
    };
  }, [toast]);
}

/**
 * The workspace's notice as a toast, read out as it appears, with its undo if it has one.
 * It goes by itself after a few seconds (not while the pointer or the focus is on it, never when
 * it is `lasting`), by its
 * Dismiss button and by Escape; the focus it took goes back where it came from. It covers no
 * field: one under it scrolls above it (useToastRoom).
 */
export function WorkspaceNotice({ notice, onDismiss }: WorkspaceNoticeProps) {
  const { text, undo, lasting = false } = notice;
  const [held, setHeld] = useState(false);
  const toast = useRef<HTMLDivElement>(null);
  // Where the focus was before it came into the toast, to give it back when the toast goes.
  const before = useRef<HTMLElement | null>(null);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useToastRoom(toast);
  useEffect(() => {
    if (held || lasting) return undefined;
    const timer = setTimeout(() => dismiss.current(), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, held, lasting]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog's Escape is the dialog's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open], [aria-modal="true"]')) return;
      // A lasting notice's undo is the only way back: only an Escape in the toast drops it.
      if (lasting && !toast.current?.contains(document.activeElement)) return;
      dismiss.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [lasting]);
  // A layout effect: its cleanup runs while the toast, and the focus in it, are still there.
  useLayoutEffect(() => {
    const element = toast.current;
    return () => {
      if (element?.contains(document.activeElement) && before.current?.isConnected)
        before.current.focus();
    };
  }, []);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return (
    <div
      ref={toast}
      className="toast"
      role="status"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={(event) => {
        if (!toast.current?.contains(event.relatedTarget))
          before.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        hold();
      }}
      onBlur={release}
    >
      <p className="toast__text">{text}</p>
      {undo ? (
        <button
          type="button"
          onClick={() => {
            undo.run();
            onDismiss();
          }}
        >
          {undo.label}
        </button>
      ) : null}
      <button type="button" aria-label="Dismiss" data-tip="Dismiss" onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
