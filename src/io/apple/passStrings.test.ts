import { describe, expect, it } from 'vitest';
import { decodeStrings, parseStrings, writeStrings } from './passStrings';

const text =
  '/* greeting */\n"Hello" = "Grüß \\"dich\\"\\n";\nbare = "x"; // note\n"Tick" = "\\U2713";';

function utf16(source: string, littleEndian: boolean, bom = true): Uint8Array {
  const all = (bom ? '\uFEFF' : '') + source;
  const bytes = new Uint8Array(all.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < all.length; i += 1) view.setUint16(i * 2, all.charCodeAt(i), littleEndian);
  return bytes;
}

describe('pass.strings', () => {
  it.each([
    ['UTF-8', new TextEncoder().encode(text)],
    [
      'UTF-8 with a byte-order mark',
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]),
    ],
    ['UTF-16LE with a byte-order mark', utf16(text, true)],
    ['UTF-16BE with a byte-order mark', utf16(text, false)],
    ['UTF-16LE without one', utf16(text, true, false)],
  ])('reads %s', (_, bytes) => {
    expect(parseStrings(decodeStrings(bytes))).toEqual({
      entries: { Hello: 'Grüß "dich"\n', bare: 'x', Tick: '✓' },
      problems: [],
    });
  });

  it('writes what it reads back', () => {
    const entries = { 'Fare "A"': 'Tarif\\A\n\tB', Ünïcode: '✓' };
    expect(parseStrings(decodeStrings(writeStrings(entries))).entries).toEqual(entries);
  });

  it('lists a line it cannot read and goes on', () => {
    expect(parseStrings('"a" = "1";\n= "x";\n"b" = "2";')).toEqual({
      entries: { a: '1', b: '2' },
      problems: ['Line 2: not a “key” = “text”; pair, skipped to the next line.'],
    });
  });
});
