import { useEffect } from 'react';

/**
 * Ctrl+K (⌘K on a Mac) opens "Go to field": anywhere on the page (the app), or, given `scope`,
 * only inside the element it returns (an embedded editor leaves its host's Ctrl+K alone). The
 * page takes the key first, so the browser's own Ctrl+K (its search box) stays out of the way
 * while the editor has focus. Inside another dialog the key does nothing.
 */
export function useGoToFieldShortcut(open: () => void, scope?: () => Element | null) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isK = event.code === 'KeyK' || event.key.toLowerCase() === 'k';
      if (!isK || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.defaultPrevented) return;
      // The composed path reaches into the custom element's shadow root, which `target` hides.
      const path = event.composedPath();
      const target = path[0] instanceof Element ? path[0] : null;
      if (target?.closest('dialog[open], [aria-modal="true"]')) return;
      if (scope) {
        const within = scope();
        if (!within || !path.includes(within)) return;
      }
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, scope]);
}
