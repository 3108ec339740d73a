import { useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Whether the help of a field shows, and the handlers of its control's wrapper that decide it. */
export interface HelpTip {
  /** Its control has the focus and Escape has not closed the help since it came. */
  open: boolean;
  control: {
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

let pressed = false;
let watching = false;
/** Follows whether a pointer is down: a press elsewhere blurs the field before its click lands. */
function watchPointer(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pointerdown', () => void (pressed = true), true);
  for (const type of ['pointerup', 'pointercancel'])
    window.addEventListener(type, () => void (pressed = false), true);
}

/**
 * A field's help shows in the form's flow under the field while its control has the focus (from
 * the keyboard, a click on the control or on its label), pushing what follows down, so it never
 * covers another field. Escape closes it until the focus leaves and comes back (WCAG 1.4.13). When
 * a press elsewhere takes the focus, the help stays until that press is released, so what was
 * pressed does not move away under the pointer before its click.
 */
export function useHelpTip(enabled: boolean): HelpTip {
  const [focused, setFocused] = useState(false);
  const [closed, setClosed] = useState(false);
  return {
    open: enabled && focused && !closed,
    control: {
      onFocus: () => {
        // From the first focus on, before any press can blur the field.
        watchPointer();
        setFocused(true);
      },
      onBlur: (event) => {
        const wrapper = event.currentTarget;
        if (wrapper.contains(event.relatedTarget)) return;
        const leave = () => {
          if (wrapper.contains(document.activeElement)) return;
          setFocused(false);
          setClosed(false);
        };
        if (!pressed) return leave();
        const released = new AbortController();
        const after = () => {
          released.abort();
          setTimeout(leave);
        };
        for (const type of ['pointerup', 'pointercancel'])
          window.addEventListener(type, after, { capture: true, signal: released.signal });
      },
      onKeyDown: (event) => {
        if (!enabled || closed || event.key !== 'Escape') return;
        // The key goes no further: a dialog around the field stays open until a second Escape.
        event.stopPropagation();
        setClosed(true);
      },
    },
  };
}
