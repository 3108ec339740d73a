import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useList } from './lists/useList';
import { ROW_TOOLS, useKeepFocus } from './useKeepFocus';

interface OrderedList {
  /** A stable key per item, in order. */
  keys: readonly string[];
  append: (value: unknown) => void;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  /** Alt+ArrowUp / Alt+ArrowDown anywhere inside an item move it. */
  onItemKeyDown: (index: number, event: KeyboardEvent) => void;
  /** For a polite live region: what the last move or removal did. */
  announcement: string;
}

/**
 * An array of the document as an ordered list: add, move (buttons, Alt+Arrow keys, and
 * SortableRows' drag, which calls `move`) and remove, with focus kept in place and each change
 * announced in the engine's words. `listRef` holds the items (each marked data-list-item, its
 * move/remove buttons inside data-row-tools) and the add button (data-list-add).
 */
export function useOrderedList(
  name: string,
  itemLabel: string,
  listRef: RefObject<HTMLElement | null>,
): OrderedList {
  const { keys, append, move: moveItem, remove: removeItem } = useList(name);
  const count = keys.length;
  const keepFocus = useKeepFocus();
  const [announcement, setAnnouncement] = useState('');
  // After a removal, focus goes to the item now in its place, else to the add button.
  const focusIndex = useRef<number>(undefined);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === undefined) return;
    focusIndex.current = undefined;
    const list = listRef.current;
    const items = list?.querySelectorAll<HTMLElement>('[data-list-item]') ?? [];
    const item = items[Math.min(index, items.length - 1)];
    const target = item?.querySelector<HTMLElement>(ROW_TOOLS);
    (target ?? list?.querySelector<HTMLElement>('[data-list-add]'))?.focus();
  });

  const move = useCallback(
    (from: number, to: number) => {
      if (to < 0 || to >= count || from === to) return;
      keepFocus();
      moveItem(from, to);
      setAnnouncement(`${itemLabel} ${from + 1} moved to position ${to + 1} of ${count}`);
    },
    [count, itemLabel, keepFocus, moveItem],
  );

  const remove = useCallback(
    (index: number) => {
      focusIndex.current = index;
      removeItem(index);
      setAnnouncement(`${itemLabel} ${index + 1} removed`);
    },
    [itemLabel, removeItem],
  );

  const onItemKeyDown = useCallback(
    (index: number, event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
    },
    [move],
  );

  return { keys, append, move, remove, onItemKeyDown, announcement };
}
