import { useCallback, useId, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { useAnnounce } from '../formAnnouncer';
import { useFormEngine } from '../FormEngineContext';
import { lowerFirst } from '../labelText';
import { listMessages } from './listMessages';
import {
  focusAfterRemoval,
  focusedInRow,
  focusNewRow,
  counterpart,
  focusRow,
  type RowAction,
} from './listFocus';
import { useList } from './useList';
import { useListClipboard, type ListClipboard } from './useListClipboard';

export interface ListEditorOptions {
  /** The array's dotted name. */
  name: string;
  /** What one row is ("Text module"): rows are named "text module 2". */
  itemLabel: string;
  /** Overrides a row's name ("first value", "fallback 1"). */
  rowName?: (index: number) => string;
  /** The order means something: drag and drop, Alt+↑/↓, Move up and Move down. Default true. */
  reorder?: boolean;
  /** Rows can be duplicated. Default false. */
  duplicate?: boolean;
  /** Default: the engine's. */
  readOnly?: boolean;
  /**
   * When the last row goes: 'unset' the list (the default: "not set", never []), 'keep' an
   * empty one (a required list), or run this instead (the owner removes itself).
   */
  whenEmptied?: 'unset' | 'keep' | (() => void);
  /** Rows can be copied and pasted (when their type can). Default true. */
  clipboard?: boolean;
  /** A row was added or duplicated at `index`: open it, say. */
  onRowAdded?: (index: number) => void;
}

/** Operations started from elsewhere than the row's own tools (a token's input) keep focus. */
export interface ListActOptions {
  focus?: boolean;
}

/** One list as a person edits it: its rows, their tools, focus and what is announced. */
export interface ListEditor extends ListClipboard {
  /** Unique in the page: the list's add control carries it (data-list-add). */
  id: string;
  name: string;
  keys: readonly string[];
  reorder: boolean;
  duplicate: boolean;
  readOnly: boolean;
  rowName: (index: number) => string;
  /** Adds `value` as the last row, then focuses its first field. */
  add: (value: unknown, options?: ListActOptions) => void;
  act: (action: RowAction, index: number, options?: ListActOptions) => void;
  /** A row dropped by drag and drop. */
  drop: (from: number, to: number) => void;
  /** Alt+↑ / Alt+↓ anywhere in row `index` move it. */
  onRowKeyDown: (index: number, event: KeyboardEvent) => void;
  /** Says what an operation did in the form's live region. */
  announce: (text: string) => void;
}

const moveKeys: Record<string, RowAction> = { ArrowUp: 'up', ArrowDown: 'down' };

/** Where Ctrl+C and Ctrl+V are the field's own: text being typed or selected. */
function keysAreTheFields(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target.isContentEditable || target.matches('textarea, select')) return true;
  const text = /^(text|search|url|email|tel|password|number|date|datetime-local|time)$/;
  if (target instanceof HTMLInputElement && text.test(target.type)) return true;
  return !(window.getSelection()?.isCollapsed ?? true);
}

/**
 * The one list engine on top of useList: each operation writes the list once, says what it did
 * in the form's polite live region, and puts focus where the person continues: on the moved row's
 * control, the new row's first field, the copy's tool, the next row's tool, or the add button.
 */
export function useListEditor(options: ListEditorOptions): ListEditor {
  const { name, itemLabel, rowName: nameOf } = options;
  const { reorder = true, duplicate = false } = options;
  const engine = useFormEngine();
  const readOnly = options.readOnly ?? engine.readOnly;
  const { snapshots, editor } = engine;
  const list = useList(name);
  const id = useId();
  const announce = useAnnounce();
  // The callbacks of the latest render, without making a new editor (and rows) on each render.
  const events = useRef(options);
  useLayoutEffect(() => {
    events.current = options;
  });
  const item = lowerFirst(itemLabel);
  const rowName = useCallback(
    (index: number) => nameOf?.(index) ?? `${item} ${index + 1}`,
    [nameOf, item],
  );

  const clipboard = useListClipboard({
    name,
    itemLabel,
    list,
    rowName,
    enabled: options.clipboard ?? true,
  });

  return useMemo(() => {
    const reveal = (index: number) => editor.requestReveal([`${name}.${index}`]);
    const added = (index: number, key: string, focus: boolean) => {
      events.current.onRowAdded?.(index);
      reveal(index);
      if (focus) focusNewRow(key);
    };
    const move = (from: number, to: number, focus: boolean) => {
      const keys = list.currentKeys();
      const key = keys[from];
      if (key === undefined) return;
      const focused = focusedInRow(key);
      const done = list.move(from, to);
      if (!done) return;
      reveal(to);
      announce(listMessages.moved(rowName(from), to, keys.length));
      const way = to < from ? 'up' : 'down';
      // Alike rows stay as they are: the focus goes to where the row was moved, as if it had.
      const target = keys[to];
      if (focus && done === 'same' && target !== undefined)
        focusRow(target, counterpart(focused, key, target), way);
      else if (focus) focusRow(key, focused, way);
    };
    const remove = (index: number, focus: boolean) => {
      const keys = list.currentKeys();
      const tool = focusedInRow(keys[index])?.tool ?? 'remove';
      if (focus) focusAfterRemoval(keys[index + 1] ?? keys[index - 1], tool, id);
      announce(listMessages.removed(rowName(index)));
      const { whenEmptied = 'unset' } = events.current;
      // An owner that goes with its last row (whenEmptied) moves the focus after this.
      if (keys.length > 1 || whenEmptied === 'keep') list.remove(index);
      else if (whenEmptied === 'unset') snapshots.write(name, undefined);
      else whenEmptied();
    };
    return {
      id,
      name,
      keys: list.keys,
      reorder,
      duplicate,
      readOnly,
      rowName,
      add(value, { focus = true } = {}) {
        const index = list.currentKeys().length;
        const key = list.append(value);
        announce(listMessages.added(rowName(index)));
        added(index, key, focus);
      },
      act(action, index, { focus = true } = {}) {
        if (action === 'up' || action === 'down') {
          move(index, action === 'up' ? index - 1 : index + 1, focus);
        } else if (action === 'remove') {
          remove(index, focus);
        } else {
          const copy = list.duplicate(index);
          if (copy === undefined) return;
          announce(listMessages.duplicated(rowName(index), rowName(index + 1)));
          added(index + 1, copy, false);
          if (focus) focusRow(copy, null, 'duplicate');
        }
      },
      drop: (from, to) => move(from, to, true),
      ...clipboard,
      onRowKeyDown(index, event) {
        const mod = (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
        const clip = mod ? event.key.toLowerCase() : '';
        if ((clip === 'c' || clip === 'v') && clipboard.copyable) {
          if (keysAreTheFields(event.target) || (clip === 'v' && readOnly)) return;
          // The innermost list takes the keys: its row is the one meant.
          event.preventDefault();
          event.stopPropagation();
          if (clip === 'c') void clipboard.copy(index);
          else void clipboard.paste(index + 1, { focus: true });
          return;
        }
        const action = moveKeys[event.key];
        if (!event.altKey || !action || !reorder || readOnly || list.keys.length < 2) return;
        // The innermost list with an order to change takes the keys, not the rows around it.
        event.preventDefault();
        event.stopPropagation();
        move(index, action === 'up' ? index - 1 : index + 1, true);
      },
      announce,
    };
  }, [
    announce,
    clipboard,
    duplicate,
    editor,
    id,
    list,
    name,
    readOnly,
    reorder,
    rowName,
    snapshots,
  ]);
}
