import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csvCell';

describe('csvCell (OWASP CSV injection)', () => {
  it.each([
    ['3388.row-a', '"3388.row-a"'],
    [2, '"2"'],
    ['-2-3', `"'-2-3"`],
    ['=HYPERLINK("http://x.example")', `"'=HYPERLINK(""http://x.example"")"`],
    ['+1', `"'+1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['a=b', '"a=b"'],
  ])('%j → %s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('joins a line of cells', () => {
    expect(csvLine([2, '-2-3', 'https://pay.google.com/gp/v/save/x'])).toBe(
      `"2","'-2-3","https://pay.google.com/gp/v/save/x"\n`,
    );
  });
});
