import { readFile } from 'node:fs/promises';
import { parseServiceAccountKey } from '../io/saveLink/serviceAccountKey';
import { toSaveLinkSigner, type SaveLinkSigner } from '../io/saveLink/signSaveLink';
import type { Output } from './output';

/**
 * The signer from a key file given with --key, or undefined after saying why on stderr. The
 * messages name the file and the problem, never its contents.
 */
export async function readSaveLinkKey(
  file: string,
  out: Output,
): Promise<SaveLinkSigner | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    out.stderr(
      `pass-studio: cannot read key ${file}: ${code === 'ENOENT' ? 'no such file' : code}\n`,
    );
    return undefined;
  }
  const parsed = parseServiceAccountKey(text);
  if (!parsed.ok) {
    out.stderr(`pass-studio: ${file}: ${parsed.message}\n`);
    return undefined;
  }
  try {
    return await toSaveLinkSigner(parsed.key);
  } catch (error) {
    out.stderr(`pass-studio: ${file}: ${(error as Error).message}\n`);
    return undefined;
  }
}
