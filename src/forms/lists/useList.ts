import { useMemo, useState } from 'react';
import { useFormEngine } from '../FormEngineContext';
import { toSegments, valueAt } from '../fieldPath';
import { useDocumentValue } from '../useDocumentValue';
import { createRowKeys } from './rowKeys';

/** One list of the document and what can be done to it. */
export interface ListControl {
  /** The rows as they are now ([] while the list is absent). */
  rows: readonly unknown[];
  /** A stable key per row, for React and drag and drop. */
  keys: readonly string[];
  append: (value: unknown) => void;
  insert: (index: number, value: unknown) => void;
  remove: (index: number) => void;
  move: (from: number, to: number) => void;
  /** A copy of row `index` right after it. */
  duplicate: (index: number) => void;
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
 * items, references, translations) reads and changes its rows here. Each operation is one write
 * of the whole array through the document's store, so it is one undo step and every row keeps its
 * key (unchanged rows stay the same objects).
 */
export function useList(name: string): ListControl {
  const { snapshots } = useFormEngine();
  const rows = useDocumentValue(name, asRows);
  const [rowKeys] = useState(createRowKeys);
  const keys = rowKeys.keysOf(rows);
  return useMemo(() => {
    // Operations read the list as it is when they run, not as it was rendered: two in one event
    // (or one before the re-render) build on each other.
    const segments = toSegments(name);
    const change = (
      edit: (rows: readonly unknown[], keys: readonly string[]) => [unknown[], string[]] | null,
    ) => {
      const current = asRows(valueAt(snapshots.get().document, segments));
      const next = edit(current, rowKeys.keysOf(current));
      if (!next) return;
      rowKeys.plan(next[1]);
      snapshots.write(name, next[0]);
    };
    return {
      rows,
      keys,
      append: (value) =>
        change((r, k) => [
          [...r, value],
          [...k, rowKeys.fresh()],
        ]),
      insert: (index, value) =>
        change((r, k) => [inserted(r, index, value), inserted(k, index, rowKeys.fresh())]),
      remove: (index) => change((r, k) => [without(r, index), without(k, index)]),
      move: (from, to) =>
        change((r, k) =>
          from === to || to < 0 || to >= r.length || from < 0 || from >= r.length
            ? null
            : [moved(r, from, to), moved(k, from, to)],
        ),
      duplicate: (index) =>
        change((r, k) =>
          index < 0 || index >= r.length
            ? null
            : [
                inserted(r, index + 1, structuredClone(r[index])),
                inserted(k, index + 1, rowKeys.fresh()),
              ],
        ),
    };
  }, [name, rows, keys, rowKeys, snapshots]);
}
