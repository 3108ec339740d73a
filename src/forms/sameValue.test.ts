import { describe, expect, it } from 'vitest';
import { sameValue } from './sameValue';

describe('sameValue', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['the same string', 'a', 'a', true],
    ['two strings', 'a', 'b', false],
    ['a number and its text', 1, '1', false],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['equal objects', { a: [1, { b: 'c' }] }, { a: [1, { b: 'c' }] }, true],
    ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
    ['a key holding undefined and none', { a: 1, b: undefined }, { a: 1 }, true],
    ['a missing key', { a: 1, b: 2 }, { a: 1 }, false],
    ['a longer list', [1, 2], [1, 2, 3], false],
    ['a list and an object', [], {}, false],
    ['null and an object', null, {}, false],
    ['undefined and null', undefined, null, false],
  ])('%s', (_name, a, b, expected) => {
    expect([sameValue(a, b), sameValue(b, a)]).toEqual([expected, expected]);
  });
});
