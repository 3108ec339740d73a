/**
 * Stable keys for the rows of one list of the document, for React, drag and drop and focus. A row
 * keeps its key while it is the same object (a move, an undo back to it) or, when the list keeps
 * its length, while it stays at its place (an edit inside it copies it); a list operation says the
 * keys it expects (`plan`), which also covers rows that are not objects. Keys are unique in the
 * page, so a row's element can be found by its key alone (lists nest).
 */
export interface RowKeys {
  /** The keys of `rows`: the same array as long as they are the same keys (an edit in a row). */
  keysOf: (rows: readonly unknown[]) => readonly string[];
  /** A key no row has had. */
  fresh: () => string;
  /** The keys of the next rows seen: what a list operation is about to write. */
  plan: (keys: readonly string[]) => void;
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

let counter = 0;

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

export function createRowKeys(): RowKeys {
  const byRow = new WeakMap<object, string>();
  let last: { rows: readonly unknown[]; keys: readonly string[] } | null = null;
  let planned: readonly string[] | null = null;
  const fresh = () => `row-${++counter}`;
  return {
    fresh,
    plan(keys) {
      planned = keys;
    },
    keysOf(rows) {
      if (last?.rows === rows) return last.keys;
      const previous = last;
      const samePlaces = previous?.rows.length === rows.length;
      const used = new Set<string>();
      const keys = rows.map((row, i) => {
        let key =
          planned?.[i] ??
          (isObject(row) ? byRow.get(row) : undefined) ??
          (samePlaces ? previous?.keys[i] : undefined);
        if (key === undefined || used.has(key)) key = fresh();
        used.add(key);
        if (isObject(row)) byRow.set(row, key);
        return key;
      });
      planned = null;
      last = { rows, keys: previous && sameKeys(previous.keys, keys) ? previous.keys : keys };
      return last.keys;
    },
  };
}
