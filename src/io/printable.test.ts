import { describe, expect, it } from 'vitest';
import { printable } from './printable';

describe('printable', () => {
  it.each([
    ['plain text', 'Café ☕', {}, 'Café ☕'],
    ['an escape sequence', 'a\x1b[31mred\x1b[0m', {}, 'a\\u001b[31mred\\u001b[0m'],
    ['a title change (OSC, BEL)', '\x1b]0;pwned\x07', {}, '\\u001b]0;pwned\\u0007'],
    ['C1 CSI and DEL', 'x\x9b2Jy\x7f', {}, 'x\\u009b2Jy\\u007f'],
    ['a carriage return', 'ok\rforged', {}, 'ok\\rforged'],
    ['newlines and tabs kept', 'a\n\tb', {}, 'a\n\tb'],
    ['newlines and tabs on one line', 'a\n\tb', { oneLine: true }, 'a\\n\\tb'],
    ['a long text cut', 'abcdef', { maxLength: 3 }, 'abc… (6 characters in all)'],
  ])('%s', (_, text, options, expected) => {
    expect(printable(text, options)).toBe(expected);
  });

  it('keeps JSON the same JSON', () => {
    const json = JSON.stringify({ id: 'a\u0085\u009bb\x1b' });
    expect(JSON.parse(printable(json))).toEqual({ id: 'a\u0085\u009bb\x1b' });
  });
});
