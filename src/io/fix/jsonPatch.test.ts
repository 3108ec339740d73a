import { describe, expect, it } from 'vitest';
import { applyJsonPatch, fromPointer, type JsonPatch } from './jsonPatch';

describe('applyJsonPatch', () => {
  it.each<[string, unknown, JsonPatch, unknown]>([
    ['adds a field', { a: 1 }, [{ op: 'add', path: '/b', value: 2 }], { a: 1, b: 2 }],
    [
      'add replaces a field that is there',
      { a: 1 },
      [{ op: 'add', path: '/a', value: 2 }],
      { a: 2 },
    ],
    [
      'inserts into a list',
      { l: [1, 3] },
      [{ op: 'add', path: '/l/1', value: 2 }],
      { l: [1, 2, 3] },
    ],
    ['appends with -', { l: [1] }, [{ op: 'add', path: '/l/-', value: 2 }], { l: [1, 2] }],
    ['removes a list item', { l: [1, 2, 3] }, [{ op: 'remove', path: '/l/1' }], { l: [1, 3] }],
    ['removes a field', { a: { b: 1, c: 2 } }, [{ op: 'remove', path: '/a/b' }], { a: { c: 2 } }],
    [
      'replaces deep',
      { a: [{ b: 1 }] },
      [{ op: 'replace', path: '/a/0/b', value: 9 }],
      { a: [{ b: 9 }] },
    ],
    [
      'reads ~1 and ~0',
      { 'a/b': { 'c~d': 1 } },
      [{ op: 'replace', path: '/a~1b/c~0d', value: 2 }],
      { 'a/b': { 'c~d': 2 } },
    ],
    [
      'applies operations in order',
      { l: [1, 2, 3] },
      [
        { op: 'remove', path: '/l/0' },
        { op: 'remove', path: '/l/0' },
      ],
      { l: [3] },
    ],
  ])('%s', (_name, document, patch, expected) => {
    const before = structuredClone(document);
    expect(applyJsonPatch(document, patch)).toEqual(expected);
    expect(document).toEqual(before);
  });

  it('keeps the identity of what it did not change', () => {
    const document = { a: { x: 1 }, b: { y: 1 } };
    const after = applyJsonPatch(document, [
      { op: 'replace', path: '/b/y', value: 2 },
    ]) as typeof document;
    expect(after.a).toBe(document.a);
  });

  it.each<[string, JsonPatch]>([
    ['a missing field', [{ op: 'replace', path: '/nope', value: 1 }]],
    ['a missing item', [{ op: 'remove', path: '/l/5' }]],
    ['a position that is no number', [{ op: 'remove', path: '/l/x' }]],
    ['a field of a text', [{ op: 'add', path: '/s/x', value: 1 }]],
  ])('throws on %s', (_name, patch) => {
    expect(() => applyJsonPatch({ l: [1], s: 'text' }, patch)).toThrow();
  });

  it('reads pointers as RFC 6901 says', () => {
    expect(fromPointer('')).toEqual([]);
    expect(fromPointer('/a~1b/~01')).toEqual(['a/b', '~1']);
  });
});
