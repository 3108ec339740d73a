import { describe, expect, it } from 'vitest';
import { codeExcerpt } from './codeExcerpt';

describe('codeExcerpt', () => {
  it.each<[string, string, number, number, string]>([
    [
      'shows two lines either side and a caret under the column',
      'a\nb\nc\nd "x"\ne\nf\ng',
      4,
      3,
      '2 | b\n3 | c\n4 | d "x"\n  |   ^\n5 | e\n6 | f',
    ],
    ['stops at the first line', '{\n  1\n}', 1, 1, '1 | {\n  | ^\n2 |   1\n3 | }'],
    [
      'pads line numbers to the widest',
      '1\n2\n3\n4\n5\n6\n7\n8\n9\n10',
      10,
      2,
      ' 8 | 8\n 9 | 9\n10 | 10\n   |  ^',
    ],
    ['handles CRLF line ends', 'a\r\nbc\r\nd', 2, 2, '1 | a\n2 | bc\n  |  ^\n3 | d'],
  ])('%s', (_name, text, line, column, expected) => {
    expect(codeExcerpt(text, line, column)).toBe(expected);
  });

  it('cuts a long minified line to a window around the column', () => {
    const text = 'x'.repeat(1000) + '!' + 'y'.repeat(1000);
    const [code, caret] = codeExcerpt(text, 1, 1001).split('\n');
    expect(code).toHaveLength(4 + 1 + 80 + 1);
    expect(code?.indexOf('!')).toBe(caret?.indexOf('^'));
  });
});
