import type { Readable, Writable } from 'node:stream';
import { readInputs } from './readInputs';

/** A terminal's input: a TTY's can stop echoing what is typed (raw mode). */
export type TerminalInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

const needsPassphrase = (cert: Uint8Array, key: Uint8Array | undefined) =>
  key
    ? new TextDecoder().decode(key).includes('ENCRYPTED')
    : !new TextDecoder().decode(cert.subarray(0, 200)).includes('-----BEGIN');

/**
 * The passphrase of a `.p12` or an encrypted key: the first line of `--passphrase-file`, else
 * asked on the terminal without echoing it; '' when the files need none or no one can be asked.
 */
export async function readPassphrase(
  file: string | undefined,
  cert: Uint8Array,
  key: Uint8Array | undefined,
  terminal: { input: TerminalInput; output: Writable } = {
    input: process.stdin,
    output: process.stderr,
  },
): Promise<string> {
  if (file) {
    const [read] = await readInputs([file]);
    if (!read || 'error' in read)
      throw new Error(
        `cannot read the passphrase file: ${read && 'error' in read ? read.error : ''}`,
      );
    return new TextDecoder().decode(read.bytes).split(/\r?\n/)[0] ?? '';
  }
  const { input, output } = terminal;
  if (!needsPassphrase(cert, key) || !input.isTTY || !input.setRawMode) return '';
  return askHidden(input, output, 'Passphrase of the certificate: ');
}

/**
 * Asks on a TTY in raw mode: what is typed is never echoed, Backspace takes back a character,
 * Enter ends, Ctrl-C gives up. The terminal is left as it was found.
 */
function askHidden(input: TerminalInput, output: Writable, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const end = (done: () => void) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      done();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return end(() => resolve(typed));
        if (char === '\u0003') return end(() => reject(new Error('no passphrase: cancelled')));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
