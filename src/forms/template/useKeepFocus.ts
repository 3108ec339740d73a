import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on the element that moved a list item: React moves DOM nodes to reorder
 * them, and a moved node loses focus. A disabled target (a "Move up" button now at the top)
 * hands focus to `fallback` within the same list item.
 */
export function useKeepFocus(fallback: string): () => void {
  const target = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    target.current = null;
    if (!element.isConnected) return;
    if (element instanceof HTMLButtonElement && element.disabled) {
      element
        .closest<HTMLElement>('[data-list-item]')
        ?.querySelector<HTMLElement>(fallback)
        ?.focus();
    } else if (document.activeElement !== element) {
      element.focus();
    }
  });
  return useCallback(() => {
    target.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
