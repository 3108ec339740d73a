import { describe, expect, it } from 'vitest';
import { clipText } from './clipText';

describe('clipText', () => {
  it.each([
    ['just inside', 'a'.repeat(20), 20, 'a'.repeat(20)],
    ['just outside', 'a'.repeat(21), 20, `${'a'.repeat(20)}…`],
    ['empty', '', 20, ''],
    ['emoji count as one code point, inside', '😀'.repeat(20), 20, '😀'.repeat(20)],
    ['emoji count as one code point, outside', '😀'.repeat(21), 20, `${'😀'.repeat(20)}…`],
    ['never splits a surrogate pair', `ab😀cd`, 3, 'ab😀…'],
    ['a lone high surrogate at the end stays', `ab\ud83d`, 3, `ab\ud83d`],
  ])('%s', (_, text, max, expected) => {
    expect(clipText(text, max)).toBe(expected);
  });

  it('cuts a 100 KB string to the bound', () => {
    expect(clipText('A'.repeat(100_000), 1000)).toHaveLength(1001);
  });
});
