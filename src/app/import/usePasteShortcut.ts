import { useEffect, useRef } from 'react';

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable]') !== null);

/** Ctrl/Cmd+V on the workspace (outside any text field) imports the clipboard's text. */
export function usePasteShortcut(onText: (text: string) => void) {
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  });
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.trim() === '') return;
      event.preventDefault();
      handler.current(text);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, []);
}
