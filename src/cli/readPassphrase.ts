import { createInterface } from 'node:readline/promises';
import { readInputs } from './readInputs';

const needsPassphrase = (cert: Uint8Array, key: Uint8Array | undefined) =>
  key
    ? new TextDecoder().decode(key).includes('ENCRYPTED')
    : !new TextDecoder().decode(cert.subarray(0, 200)).includes('-----BEGIN');

/**
 * The passphrase of a `.p12` or an encrypted key: the first line of `--passphrase-file`, else
 * asked on the terminal; '' when the files need none or no one can be asked.
 */
export async function readPassphrase(
  file: string | undefined,
  cert: Uint8Array,
  key: Uint8Array | undefined,
): Promise<string> {
  if (file) {
    const [read] = await readInputs([file]);
    if (!read || 'error' in read)
      throw new Error(
        `cannot read the passphrase file: ${read && 'error' in read ? read.error : ''}`,
      );
    return new TextDecoder().decode(read.bytes).split(/\r?\n/)[0] ?? '';
  }
  if (!needsPassphrase(cert, key) || !process.stdin.isTTY) return '';
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await prompt.question('Passphrase of the certificate: ');
  } finally {
    prompt.close();
  }
}
