import { parseServiceAccountKey } from '../io/saveLink/serviceAccountKey';
import { toSaveLinkSigner, type SaveLinkSigner } from '../io/saveLink/signSaveLink';
import type { Output } from './output';
import { MAX_KEY_BYTES, readRegularFile } from './readRegularFile';

/**
 * The signer from a key file given with --key, or undefined after saying why on stderr. The
 * messages name the file and the problem, never its contents.
 */
export async function readSaveLinkKey(
  file: string,
  out: Output,
): Promise<SaveLinkSigner | undefined> {
  const read = await readRegularFile(file, MAX_KEY_BYTES);
  if ('problem' in read) {
    out.stderr(`pass-studio: cannot read key ${file}: ${read.problem}\n`);
    return undefined;
  }
  const parsed = parseServiceAccountKey(read.text);
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
