import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** The handlers that let Escape close a field's help tip (WCAG 1.4.13: dismissible). */
export interface TipDismissal {
  /** Escape pressed while the tip showed: it stays hidden until focus leaves or the pointer comes back. */
  closed: boolean;
  control: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  label: { onPointerEnter: () => void; onPointerLeave: () => void };
}

/**
 * Escape closes the tip shown for the focused control (the key goes no further, so a dialog
 * around it stays open until a second Escape) or for the hovered label, wherever focus is.
 */
export function useTipDismissal(enabled: boolean): TipDismissal {
  const [closed, setClosed] = useState(false);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (!enabled || !hovered || closed) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true);
    };
    // Capture: a focused field's own Escape handler must not keep the hovered tip open.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [enabled, hovered, closed]);
  return {
    closed,
    control: {
      onKeyDown: (event) => {
        if (!enabled || closed || event.key !== 'Escape') return;
        event.stopPropagation();
        setClosed(true);
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setClosed(false);
      },
    },
    label: {
      onPointerEnter: () => {
        if (!enabled) return;
        setHovered(true);
        setClosed(false);
      },
      onPointerLeave: () => {
        if (enabled) setHovered(false);
      },
    },
  };
}
