import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diffDocuments';

describe('diffDocuments', () => {
  it.each([
    ['equal documents', { id: 'a', n: [1, { x: 2 }] }, { id: 'a', n: [1, { x: 2 }] }, []],
    [
      'a changed value',
      { id: 'a', title: 'Mine' },
      { id: 'a', title: 'Theirs' },
      [{ path: '/title', mine: 'Mine', theirs: 'Theirs' }],
    ],
    [
      'a key only mine has',
      { id: 'a', note: 'x' },
      { id: 'a' },
      [{ path: '/note', mine: 'x', theirs: undefined }],
    ],
    [
      'a key only theirs has',
      { id: 'a' },
      { id: 'a', note: 'y' },
      [{ path: '/note', mine: undefined, theirs: 'y' }],
    ],
    [
      'an array element',
      { rows: [{ h: 'a' }, { h: 'b' }] },
      { rows: [{ h: 'a' }, { h: 'c' }, { h: 'd' }] },
      [
        { path: '/rows/1/h', mine: 'b', theirs: 'c' },
        { path: '/rows/2', mine: undefined, theirs: { h: 'd' } },
      ],
    ],
    [
      'an object against a string',
      { logo: { uri: 'x' } },
      { logo: 'x' },
      [{ path: '/logo', mine: { uri: 'x' }, theirs: 'x' }],
    ],
    ['a key with a slash', { 'a/b': 1 }, { 'a/b': 2 }, [{ path: '/a~1b', mine: 1, theirs: 2 }]],
  ])('%s', (_name, mine, theirs, expected) => {
    expect(diffDocuments(mine, theirs)).toEqual(expected);
  });
});
