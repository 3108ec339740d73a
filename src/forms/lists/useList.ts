import { useCallback, useMemo, useState } from 'react';
import { useFormEngine } from '../FormEngineContext';
import { toSegments, valueAt } from '../fieldPath';
import { useDocumentValue } from '../useDocumentValue';
import { sameValue } from '../sameValue';
import { createRowKeys } from './rowKeys';

/** One list of the document and what can be done to it. */
export interface ListControl {
  /** A stable key per row, in order ([] while the list is absent). */
  keys: readonly string[];
  /** The keys of the rows as they are now, even before the next render. */
  currentKeys: () => readonly string[];
  /** Adds `value` as the last row; returns its key. */
  append: (value: unknown) => string;
  /** Adds `value` at `index`; returns its key. */
  insert: (index: number, value: unknown) => string;
  /** Adds `values` from `index` on, in one write; returns their keys. */
  insertAll: (index: number, values: readonly unknown[]) => string[];
  remove: (index: number) => void;
  /**
   * Moves row `from` to `to`: 'moved'; 'same' when the two rows are alike, so the document is
   * unchanged and each row keeps its place; false when there is no such move.
   */
  move: (from: number, to: number) => 'moved' | 'same' | false;
  /** A copy of row `index` right after it; returns the copy's key. */
  duplicate: (index: number) => string | undefined;
}

const NONE: readonly unknown[] = [];
const asRows = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : NONE);

const without = <T>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);
const inserted = <T>(list: readonly T[], index: number, item: T) => [
  ...list.slice(0, index),
  item,
  ...list.slice(index),
];
const moved = <T>(list: readonly T[], from: number, to: number) =>
  inserted(without(list, from), to, list[from] as T);

/**
 * The array at `name` as a list: every list of the editor (modules, messages, card rows, details
 * items, references, translations, tokens) reads and changes its rows here. Each operation is one
 * write of the whole array through the document's store, so it is one undo step and every row
 * keeps its key (unchanged rows stay the same objects). The list re-renders only when its keys
 * change: typing inside a row does not re-render the list.
 */
export function useList(name: string): ListControl {
  const { snapshots } = useFormEngine();
  const [rowKeys] = useState(createRowKeys);
  const keysOf = useCallback((value: unknown) => rowKeys.keysOf(asRows(value)), [rowKeys]);
  const keys = useDocumentValue(name, keysOf);
  return useMemo(() => {
    // Operations read the list as it is when they run, not as it was rendered: two in one event
    // (or one before the re-render) build on each other.
    const segments = toSegments(name);
    const current = () => asRows(valueAt(snapshots.get().document, segments));
    const change = (
      edit: (rows: readonly unknown[], keys: readonly string[]) => [unknown[], string[]] | null,
    ) => {
      const rows = current();
      const next = edit(rows, rowKeys.keysOf(rows));
      if (!next) return false;
      // Nothing to write (alike rows swapped): keys planned now would reorder the next change.
      if (sameValue(rows, next[0])) return 'same';
      rowKeys.plan(next[1]);
      snapshots.write(name, next[0]);
      return 'changed';
    };
    const insert = (index: number, value: unknown) => {
      const key = rowKeys.fresh();
      change((r, k) => [inserted(r, index, value), inserted(k, index, key)]);
      return key;
    };
    return {
      keys,
      currentKeys: () => rowKeys.keysOf(current()),
      append: (value) => insert(current().length, value),
      insert,
      insertAll: (index, values) => {
        const added = values.map(() => rowKeys.fresh());
        change((r, k) => [
          [...r.slice(0, index), ...values, ...r.slice(index)],
          [...k.slice(0, index), ...added, ...k.slice(index)],
        ]);
        return added;
      },
      remove: (index) => {
        change((r, k) =>
          index < 0 || index >= r.length ? null : [without(r, index), without(k, index)],
        );
      },
      move: (from, to) => {
        const done = change((r, k) =>
          from === to || to < 0 || to >= r.length || from < 0 || from >= r.length
            ? null
            : [moved(r, from, to), moved(k, from, to)],
        );
        return done === 'changed' ? 'moved' : done;
      },
      duplicate: (index) => {
        const key = rowKeys.fresh();
        const done = change((r, k) =>
          index < 0 || index >= r.length
            ? null
            : [inserted(r, index + 1, structuredClone(r[index])), inserted(k, index + 1, key)],
        );
        return done ? key : undefined;
      },
    };
  }, [name, keys, rowKeys, snapshots]);
}
