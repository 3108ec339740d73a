import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** What the arrows move between: buttons, links and disclosures (Show path). */
const ITEMS = 'button, a[href], summary';
/** A row of a group of rows: an element marked with data-roving-row. */
const ROW = '[data-roving-row]';

const steps: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const rowSteps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

const usable = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (item) => !(item instanceof HTMLButtonElement && item.disabled),
  );

/** The control a key moves to from the focused one in `group`, if the key moves at all. */
function target(group: HTMLElement, key: string, rows: boolean): HTMLElement | undefined | null {
  const current = document.activeElement as HTMLElement | null;
  const by = rows ? rowSteps[key] : undefined;
  const step = steps[key];
  if (by === undefined && !step) return null;
  const row = rows ? current?.closest(ROW) : group;
  if (!row || !group.contains(row)) return null;
  if (by !== undefined) {
    const all = [...group.querySelectorAll(ROW)].filter((r) => usable(r).length > 0);
    const next = all[all.indexOf(row) + by];
    return next ? usable(next)[0] : undefined;
  }
  const items = usable(row);
  return items[step!(Math.max(items.indexOf(current!), 0), items.length)];
}

/**
 * Makes a group of controls one Tab stop (a roving tabindex): Left and Right move between its
 * usable controls (wrapping), Home and End to the first and last, and Tab comes back to the
 * control used last, else the first usable one. With `rows`, the group holds rows of controls
 * (each marked `data-roving-row`, WAI-ARIA's grid keys): Up and Down go to the row above or
 * below (its first control), and Left, Right, Home and End stay in the row. The tab stop is kept
 * on the DOM (tabindex), so the controls stay plain and focus moved there by code (a list
 * operation) counts too. Spread the result on the group's element.
 */
export function useRovingFocus<E extends HTMLElement>({ rows = false } = {}) {
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
  // After every render: a control may have come, gone or been disabled (Move up on the first row).
  useLayoutEffect(settle);

  const onFocus = (event: FocusEvent<E>) => {
    if (!(event.target instanceof HTMLElement) || !event.target.matches(ITEMS)) return;
    last.current = event.target;
    settle();
  };

  const onKeyDown = (event: KeyboardEvent<E>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = target(event.currentTarget, event.key, rows);
    // null: not a key of ours; undefined: past the first or last row, where it does nothing.
    if (next === null || (next === undefined && !rows)) return;
    event.preventDefault();
    next?.focus();
  };

  return { ref, onFocus, onKeyDown };
}
