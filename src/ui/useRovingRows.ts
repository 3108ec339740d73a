import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** What the arrows move between: buttons, links and disclosures (Show path). */
const ITEMS = 'button, a[href], summary';
/** A row: an element the list marks with data-roving-row. */
const ROW = '[data-roving-row]';

const usable = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (item) => !(item instanceof HTMLButtonElement && item.disabled),
  );

const inRow: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const rowStep: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * Makes a list of rows of controls (each row marked `data-roving-row`) one Tab stop, a roving
 * tabindex as in WAI-ARIA's grid pattern: Up and Down go to the row above or below (its first
 * control), Left and Right between a row's controls (wrapping), Home and End to its first and
 * last; Tab comes back to the control used last, else the first row's first. Spread the result
 * on the element that holds the rows.
 */
export function useRovingRows<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const last = useRef<HTMLElement | null>(null);

  const settle = () => {
    const element = ref.current;
    if (!element) return;
    const items = usable(element);
    const stop = last.current && items.includes(last.current) ? last.current : items[0];
    for (const item of element.querySelectorAll<HTMLElement>(ITEMS))
      item.tabIndex = item === stop ? 0 : -1;
  };
  // After every render: rows come and go as the issues and the filter change.
  useLayoutEffect(settle);

  const onFocus = (event: FocusEvent<E>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.matches(ITEMS)) return;
    last.current = event.target;
    settle();
  };

  const onKeyDown = (event: KeyboardEvent<E>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const current = document.activeElement;
    const row = current instanceof HTMLElement ? current.closest(ROW) : null;
    if (!row || !event.currentTarget.contains(row)) return;
    let next: HTMLElement | undefined;
    const by = rowStep[event.key];
    if (by !== undefined) {
      const rows = [...event.currentTarget.querySelectorAll(ROW)].filter(
        (r) => usable(r).length > 0,
      );
      const target = rows[rows.indexOf(row) + by];
      next = target ? usable(target)[0] : undefined;
    } else if (inRow[event.key]) {
      const items = usable(row);
      const at = items.indexOf(current as HTMLElement);
      next = items[inRow[event.key]!(Math.max(at, 0), items.length)];
    } else return;
    // At the first or last row the arrow does nothing, but it does not scroll the page either.
    event.preventDefault();
    next?.focus();
  };

  return { ref, onFocus, onKeyDown };
}
