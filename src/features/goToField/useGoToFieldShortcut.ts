import { useEffect } from 'react';

/**
 * Ctrl+K (⌘K on a Mac) anywhere on the page opens "Go to field". The page takes the key first,
 * so the browser's own Ctrl+K (its search box) stays out of the way while the app has focus.
 * Inside another dialog the key does nothing.
 */
export function useGoToFieldShortcut(open: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isK = event.code === 'KeyK' || event.key.toLowerCase() === 'k';
      if (!isK || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[aria-modal="true"]')) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
}
