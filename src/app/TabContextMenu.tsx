import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { resourceLabels } from '../schema';
import type { Draft } from './drafts';

export interface TabMenuItem {
  label: string;
  onSelect: () => void;
  /** Shown, reachable and read, but does nothing: says why something is not possible yet. */
  disabled?: boolean;
}

/**
 * What a tab's menu offers: compare with each other open document of its kind (or why not yet),
 * and close the tab.
 */
export function tabMenuItems(
  draft: Draft,
  open: readonly Draft[],
  nameOf: (draft: Draft) => string,
  actions: { compare: (first: string, second: string) => void; close: (id: string) => void },
): TabMenuItem[] {
  const others = open.filter((d) => d.id !== draft.id && d.kind === draft.kind);
  const kind = resourceLabels[draft.kind].toLowerCase();
  return [
    ...(others.length === 0
      ? [{ label: `Compare: open another ${kind} first`, onSelect: () => {}, disabled: true }]
      : others.map((other) => ({
          label: `Compare with “${nameOf(other)}”`,
          onSelect: () => actions.compare(draft.id, other.id),
        }))),
    { label: 'Close tab', onSelect: () => actions.close(draft.id) },
  ];
}

interface TabContextMenuProps {
  /** The menu's accessible name: "transit-class actions". */
  label: string;
  /** Where it opens (the pointer, or below the tab); it stays inside the window. */
  at: { x: number; y: number };
  items: readonly TabMenuItem[];
  /** `refocus`: give the focus back to the tab (Escape, Tab, an item chosen). */
  onClose: (refocus: boolean) => void;
}

/**
 * A tab's context menu (right click, Shift+F10 or the context-menu key): focus starts on the
 * first item, the arrows, Home and End move, Enter or Space chooses, Escape closes, and a click
 * outside closes it.
 */
export function TabContextMenu({ label, at, items, onClose }: TabContextMenuProps) {
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState(at);
  useLayoutEffect(() => {
    const box = menu.current?.getBoundingClientRect();
    if (!box) return;
    setPlace({
      x: Math.max(4, Math.min(at.x, window.innerWidth - box.width - 4)),
      y: Math.max(4, Math.min(at.y, window.innerHeight - box.height - 4)),
    });
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [at]);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close.current(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, []);

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
      aria-label={label}
      className="tab-menu"
      style={{ left: place.x, top: place.y }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.label}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="tab-menu__item"
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
