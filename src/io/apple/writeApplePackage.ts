import { strToU8, zipSync } from 'fflate';
import { writeStrings } from './passStrings';
import { sha1Hex } from './sha1Hex';

/** Signs `manifest.json`'s bytes: a detached PKCS#7 signature in DER (the command line's). */
export type ManifestSigner = (manifest: Uint8Array) => Promise<Uint8Array> | Uint8Array;

export interface ApplePackageParts {
  pass: Record<string, unknown>;
  strings?: Record<string, Record<string, string>>;
  images?: Record<string, Uint8Array>;
}

/** Fixed, so the same pass packs to the same bytes. */
const MTIME = new Date('2020-01-01T00:00:00Z');

/** The files of a package, `manifest.json` with each one's SHA-1 among them. */
export async function packageFiles(parts: ApplePackageParts): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {
    'pass.json': strToU8(JSON.stringify(parts.pass, null, 2)),
  };
  for (const [language, entries] of Object.entries(parts.strings ?? {})) {
    if (Object.keys(entries).length > 0)
      files[`${language}.lproj/pass.strings`] = writeStrings(entries);
  }
  Object.assign(files, parts.images);
  const manifest: Record<string, string> = {};
  for (const [name, bytes] of Object.entries(files)) manifest[name] = await sha1Hex(bytes);
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return files;
}

/**
 * A `.pkpass`: the pass, its translations and images, `manifest.json`, and `signature` when a
 * signer is given. Without one the package is unsigned, and Wallet will not open it until signed.
 */
export async function writeApplePackage(
  parts: ApplePackageParts,
  sign?: ManifestSigner,
): Promise<Uint8Array> {
  const files = await packageFiles(parts);
  if (sign) files.signature = await sign(files['manifest.json']!);
  return zipSync(files, { level: 6, mtime: MTIME });
}
