import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/** What the arrows move between: buttons, links and disclosures (Show path). */
const ITEMS = 'button, a[href], summary';

const steps: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const usable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>(ITEMS)].filter(
    (item) => !(item instanceof HTMLButtonElement && item.disabled),
  );

/**
 * Makes a group of controls one Tab stop (a roving tabindex): Left and Right move between its
 * usable controls (wrapping), Home and End to the first and last, and Tab comes back to the
 * control used last, else the first usable one. The tab stop is kept on the DOM (tabindex), so
 * the controls stay plain and focus moved there by code (a list operation) counts too.
 * Spread the result on the group's element.
 */
export function useRovingFocus<E extends HTMLElement>() {
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
    const step = steps[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = usable(event.currentTarget);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = items[step(Math.max(at, 0), items.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return { ref, onFocus, onKeyDown };
}
