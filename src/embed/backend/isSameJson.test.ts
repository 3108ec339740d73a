import { describe, expect, it } from 'vitest';
import { isSameJson } from './isSameJson';

describe('isSameJson', () => {
  it.each([
    [{ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [null, null, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: 2 }, { a: 1, c: 2 }, false],
    [[1, 2], [2, 1], false],
    [[], {}, false],
    [{ a: null }, { a: undefined }, false],
    ['1', 1, false],
  ])('%j and %j -> %s', (a, b, expected) => {
    expect(isSameJson(a, b)).toBe(expected);
    expect(isSameJson(b, a)).toBe(expected);
  });
});
