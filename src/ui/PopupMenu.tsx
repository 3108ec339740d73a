import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import './popupMenu.css';

/** One command of a popup menu. */
export interface MenuItem {
  label: string;
  onSelect: () => void;
  /** Shown, reachable and read, but does nothing: says why something is not possible yet. */
  disabled?: boolean;
}

interface PopupMenuProps {
  /** The menu's accessible name: "transit-class actions", "More document commands". */
  label: string;
  /** Where it opens (the pointer, or below its button); it stays inside the window. */
  at: { x: number; y: number };
  items: readonly MenuItem[];
  /** `refocus`: give the focus back to what opened it (Escape, Tab, an item chosen). */
  onClose: (refocus: boolean) => void;
}

/**
 * A menu that pops up at a point (a tab's context menu, the toolbar's More), a popover of the
 * platform's (a click outside closes it): focus starts on the first item, the arrows, Home and
 * End move, Enter or Space chooses, Escape closes. Its styles are popupMenu.css.
 */
export function PopupMenu({ label, at, items, onClose }: PopupMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState(at);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  // Shown while mounted; a click outside (light dismiss) closes it without taking the focus back.
  useLayoutEffect(() => {
    const element = menu.current;
    element?.showPopover();
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') close.current(false);
    };
    element?.addEventListener('toggle', onToggle);
    return () => element?.removeEventListener('toggle', onToggle);
  }, []);
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (!box) return;
    setPlace({
      x: Math.max(4, Math.min(at.x, window.innerWidth - box.width - 4)),
      y: Math.max(4, Math.min(at.y, window.innerHeight - box.height - 4)),
    });
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [at]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const to = {
      ArrowDown: (at + 1) % entries.length,
      ArrowUp: (at - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    }[event.key];
    if (to !== undefined) {
      event.preventDefault();
      entries[to]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    }
  };

  return (
    <div
      ref={menu}
      role="menu"
      popover="auto"
      aria-label={label}
      className="popup-menu"
      style={{ left: place.x, top: place.y }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="popup-menu__item"
          aria-disabled={item.disabled ? 'true' : undefined}
          onClick={() => {
            if (item.disabled) return;
            onClose(true);
            item.onSelect();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
