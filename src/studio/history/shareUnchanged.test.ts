import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './shareUnchanged';

const previous = {
  id: '1.a',
  logo: { sourceUri: { uri: 'https://a.example/logo.png' } },
  textModulesData: [
    { id: 'm0', body: 'one' },
    { id: 'm1', body: 'two' },
  ],
};
const copy = () => structuredClone(previous);

describe('shareUnchanged', () => {
  it('returns previous itself when nothing changed', () => {
    expect(shareUnchanged(previous, copy())).toBe(previous);
  });

  it.each([
    ['a changed leaf', { ...copy(), id: '1.b' }, ['logo', 'textModulesData']],
    [
      'a changed array element',
      {
        ...copy(),
        textModulesData: [
          { id: 'm0', body: 'ONE' },
          { id: 'm1', body: 'two' },
        ],
      },
      ['logo'],
    ],
    [
      'an appended element',
      { ...copy(), textModulesData: [...copy().textModulesData, { id: 'm2', body: 'three' }] },
      ['id', 'logo'],
    ],
    ['a removed key', { id: '1.a', textModulesData: copy().textModulesData }, ['textModulesData']],
  ] as const)(
    'after %s, shares the untouched parts and keeps the new value',
    (_n, next, shared) => {
      const result = shareUnchanged<Record<string, unknown>>(previous, next);
      expect(result).not.toBe(previous);
      expect(result).toEqual(next);
      for (const key of shared) {
        expect(result[key]).toBe(previous[key]);
      }
    },
  );

  it('shares the untouched elements of a changed array', () => {
    const next = copy();
    next.textModulesData[0] = { id: 'm0', body: 'ONE' };
    const result = shareUnchanged(previous, next);
    expect(result.textModulesData[1]).toBe(previous.textModulesData[1]);
    expect(result.textModulesData[0]).toEqual({ id: 'm0', body: 'ONE' });
  });

  it.each([
    ['object to array', { a: { x: 1 } }, { a: [1] }],
    ['array to object', { a: [1] }, { a: { 0: 1 } }],
    ['value to null', { a: 'x' }, { a: null }],
    ['added key', { a: 1 }, { a: 1, b: undefined }],
  ])('treats %s as a change', (_n, before, after) => {
    const result = shareUnchanged<unknown>(before, after);
    expect(result).not.toBe(before);
    expect(result).toEqual(after);
  });
});
