import { useEffect, useRef } from 'react';

/** Marks an element (the raw JSON editor) whose own undo history handles the shortcuts. */
export const OWN_HISTORY_ATTRIBUTE = 'data-own-history';

export type UndoShortcut = 'undo' | 'redo' | null;

/** Which command a key press asks for: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z, Ctrl+Y. */
export function undoShortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): UndoShortcut {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Document-level undo and redo. In form fields too: a designer's Ctrl+Z in a text field undoes
 * the document edit (the browser's own field undo would fight the form state). Inside an element
 * marked with `data-own-history` (CodeMirror) the element's history is left alone. `scope`, when
 * given, limits the shortcuts to key presses inside the element it returns (an editor embedded in
 * a host's page leaves the host's Ctrl+Z alone); without it they work anywhere on the page.
 */
export function useUndoShortcuts(
  onUndo: () => void,
  onRedo: () => void,
  scope?: () => Element | null,
) {
  const handlers = useRef({ onUndo, onRedo, scope });
  useEffect(() => {
    handlers.current = { onUndo, onRedo, scope };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = undoShortcutOf(event);
      if (!command || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest(`[${OWN_HISTORY_ATTRIBUTE}]`))
        return;
      const within = handlers.current.scope;
      if (within && !(event.target instanceof Node && within()?.contains(event.target))) return;
      event.preventDefault();
      if (command === 'undo') handlers.current.onUndo();
      else handlers.current.onRedo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
