import { useEffect, useRef } from 'react';

/**
 * Ctrl+W (⌘W on a Mac) closes the active tab, anywhere on the page, instead of the browser's
 * window. `close` may change every render: the key always reaches the latest one.
 */
export function useCloseTabShortcut(activeId: string | null, close: (id: string) => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'w')
        return;
      if (!activeId) return;
      event.preventDefault();
      latest.current(activeId);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [activeId]);
}
