import { describe, expect, it } from 'vitest';
import { createRowKeys } from './rowKeys';

describe('createRowKeys', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };

  it('gives the same keys for the same rows, and distinct keys within a list', () => {
    const keys = createRowKeys();
    const rows = [a, b, c];
    const first = keys.keysOf(rows);
    expect(keys.keysOf(rows)).toBe(first);
    expect(new Set(first).size).toBe(3);
  });

  it.each<[string, (rows: object[]) => object[], (k: readonly string[]) => (string | null)[]]>([
    [
      'a move keeps each row its key',
      ([x, y, z]) => [z!, x!, y!],
      ([k0, k1, k2]) => [k2!, k0!, k1!],
    ],
    ['a removal keeps the others', ([x, , z]) => [x!, z!], ([k0, , k2]) => [k0!, k2!]],
    [
      'an edit inside a row keeps its place',
      ([x, y, z]) => [x!, { ...y!, header: 'new' }, z!],
      (k) => [...k],
    ],
    [
      'an inserted row gets a new key',
      ([x, y, z]) => [x!, { id: 'new' }, y!, z!],
      ([k0, k1, k2]) => [k0!, null, k1!, k2!],
    ],
  ])('%s', (_name, change, expected) => {
    const keys = createRowKeys();
    const before = keys.keysOf([a, b, c]);
    const after = keys.keysOf(change([a, b, c]));
    const want = expected(before);
    want.forEach((key, i) => {
      if (key === null) expect(before).not.toContain(after[i]);
      else expect(after[i]).toBe(key);
    });
  });

  it('an undo back to earlier rows finds their keys again', () => {
    const keys = createRowKeys();
    const before = keys.keysOf([a, b, c]);
    keys.keysOf([a, c]);
    expect(keys.keysOf([a, b, c])).toEqual(before);
  });

  it('follows the plan of an operation, for rows that are not objects', () => {
    const keys = createRowKeys();
    const [k0, k1] = keys.keysOf(['x', 'y']);
    keys.plan([k1!, k0!]);
    expect(keys.keysOf(['y', 'x'])).toEqual([k1, k0]);
  });

  it('keeps the same keys array through an edit inside a row, so the list need not re-render', () => {
    const keys = createRowKeys();
    const before = keys.keysOf([a, b, c]);
    expect(keys.keysOf([a, { ...b, header: 'new' }, c])).toBe(before);
  });

  it('never gives two lists the same key: rows of nested lists are found by key alone', () => {
    const [outer] = createRowKeys().keysOf([a]);
    const [inner] = createRowKeys().keysOf([a]);
    expect(outer).not.toBe(inner);
  });
});
