import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface ToolbarProps {
  /** What the tools act on ("Text module 2", "Basics section"): the toolbar's accessible name. */
  label: string;
  className?: string;
  /** Any attributes the parts of the form find the toolbar by (data-row-tools). */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

const steps: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const usable = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].filter((button) => !button.disabled);

/**
 * A group of buttons that is one Tab stop (WAI-ARIA toolbar pattern): Left and Right move
 * between its usable buttons (wrapping), Home and End to the first and last, and Tab comes back
 * to the button used last, else the first usable one. The tab stop is kept on the DOM (tabindex),
 * so the buttons inside stay plain and focus moved there by code (a list operation) counts too.
 */
export function Toolbar({ label, className, data, children }: ToolbarProps) {
  const root = useRef<HTMLDivElement>(null);
  const last = useRef<HTMLButtonElement | null>(null);

  const settle = () => {
    const element = root.current;
    if (!element) return;
    const buttons = usable(element);
    const stop = last.current && buttons.includes(last.current) ? last.current : buttons[0];
    for (const button of element.querySelectorAll('button'))
      button.tabIndex = button === stop ? 0 : -1;
  };
  // After every render: a button may have come, gone or been disabled (Move up on the first row).
  useLayoutEffect(settle);

  const onFocus = (event: { target: EventTarget }) => {
    if (!(event.target instanceof HTMLButtonElement)) return;
    last.current = event.target;
    settle();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = steps[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const buttons = usable(event.currentTarget);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[step(Math.max(at, 0), buttons.length)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div
      ref={root}
      role="toolbar"
      aria-label={label}
      className={className}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      {...data}
    >
      {children}
    </div>
  );
}
