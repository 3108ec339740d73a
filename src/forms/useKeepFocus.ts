import { useCallback, useLayoutEffect, useRef } from 'react';

/** A row's move buttons: where focus goes when the button that moved the row is now disabled. */
export const ROW_TOOLS = '[data-row-tools] button:not(:disabled)';

/**
 * Keeps keyboard focus on the element that moved a list item: React moves DOM nodes to reorder
 * them, and a moved node loses focus. A disabled target (a "Move up" button now at the top)
 * hands focus to the item's first enabled row tool.
 */
export function useKeepFocus(): () => void {
  const target = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = target.current;
    if (!element) return;
    target.current = null;
    if (!element.isConnected) return;
    if (element instanceof HTMLButtonElement && element.disabled) {
      element
        .closest<HTMLElement>('[data-list-item]')
        ?.querySelector<HTMLElement>(ROW_TOOLS)
        ?.focus();
    } else if (document.activeElement !== element) {
      element.focus();
    }
  });
  return useCallback(() => {
    target.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
}
