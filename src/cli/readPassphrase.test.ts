import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPassphrase, type TerminalInput } from './readPassphrase';

const P12 = new Uint8Array([0x30, 0x82, 0x0a, 0x00]);
const PEM_CERT = new TextEncoder().encode('-----BEGIN CERTIFICATE-----\n');
const ENCRYPTED_KEY = new TextEncoder().encode('-----BEGIN ENCRYPTED PRIVATE KEY-----\n');

/** A terminal of our own: keys go in, whatever is shown comes out, raw mode is recorded. */
function fakeTerminal(isTTY = true) {
  const modes: boolean[] = [];
  const input: TerminalInput & PassThrough = Object.assign(new PassThrough(), {
    isTTY,
    setRawMode: (raw: boolean) => modes.push(raw),
  });
  const output = new PassThrough();
  const shown = () => String(output.read() ?? '');
  return { input, output, modes, shown };
}

describe('readPassphrase on a terminal', () => {
  it.each([
    ['Enter', 'secret\r', 'secret'],
    ['a newline', 'secret\n', 'secret'],
    ['Backspace taking back a key', 'secx\u007fret\r', 'secret'],
    ['keys in chunks of their own', ['se', 'cr', 'et', '\r'], 'secret'],
    ['an empty line', '\r', ''],
  ])('reads what is typed up to %s, never showing it', async (_, keys, expected) => {
    const terminal = fakeTerminal();
    const asked = readPassphrase(undefined, P12, undefined, terminal);
    for (const chunk of [keys].flat()) terminal.input.write(chunk);
    expect(await asked).toBe(expected);
    expect(terminal.shown()).toBe('Passphrase of the certificate: \n');
    expect(terminal.modes).toEqual([true, false]);
  });

  it('gives up on Ctrl-C and leaves the terminal as it was', async () => {
    const terminal = fakeTerminal();
    const asked = readPassphrase(undefined, PEM_CERT, ENCRYPTED_KEY, terminal);
    terminal.input.write('sec\u0003');
    await expect(asked).rejects.toThrow('cancelled');
    expect(terminal.modes).toEqual([true, false]);
    expect(terminal.shown()).not.toContain('sec\n');
  });

  it.each([
    [
      'the key is not encrypted',
      PEM_CERT,
      new TextEncoder().encode('-----BEGIN PRIVATE KEY-----'),
      true,
    ],
    ['no one can be asked', P12, undefined, false],
  ])('asks nothing when %s', async (_, cert, key, isTTY) => {
    const terminal = fakeTerminal(isTTY);
    expect(await readPassphrase(undefined, cert, key, terminal)).toBe('');
    expect(terminal.shown()).toBe('');
    expect(terminal.modes).toEqual([]);
  });
});
