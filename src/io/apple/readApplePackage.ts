import { isRecord } from '../walkDocument';
import { decodeStrings, parseStrings } from './passStrings';
import { readLenientJson } from './readLenientJson';
import { readZip } from './readZip';
import { sha1Hex } from './sha1Hex';

/** A named file as a drop, Open files or the command line gives it. */
export interface NamedBytes {
  /** The path inside the package or folder: `pass.json`, `de.lproj/pass.strings`. */
  name: string;
  bytes: Uint8Array;
}

/** An Apple Wallet pass as read: its pass.json, translations, images and signature. */
export interface ApplePackage {
  pass: Record<string, unknown>;
  /** Each language's `pass.strings`: key → text. */
  strings: Record<string, Record<string, string>>;
  /** Every other file of the package by name (images, mostly). */
  images: Record<string, Uint8Array>;
  /** What was read past on the way: trailing commas, comments, unreadable lines of a strings file. */
  repairs: string[];
  /** Whether the package listed its files' hashes (each matched, or the package was refused). */
  manifest: 'matched' | 'absent';
  /** The detached signature and the manifest it signs, when the package was signed. */
  signed?: { manifest: Uint8Array; signature: Uint8Array };
}

export type AppleRead = { ok: true; pack: ApplePackage } | { ok: false; error: string };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The language of `de.lproj/pass.strings` ("de"), or undefined for any other file. */
const stringsLanguage = (name: string) => /(?:^|\/)([^/]+)\.lproj\/pass\.strings$/.exec(name)?.[1];

/** Why the manifest does not vouch for the files, or undefined when every hash matches. */
async function manifestProblem(
  files: Map<string, Uint8Array>,
  manifest: Uint8Array,
): Promise<string | undefined> {
  const read = readLenientJson(new TextDecoder().decode(manifest));
  if (!read.ok || !isRecord(read.value))
    return `manifest.json: ${read.ok ? 'not a list of files and hashes' : read.error}`;
  for (const [name, hash] of Object.entries(read.value)) {
    const bytes = files.get(name);
    if (!bytes) return `manifest.json lists “${name}”, which the package does not hold.`;
    if (typeof hash !== 'string' || hash.toLowerCase() !== (await sha1Hex(bytes))) {
      return `manifest.json: the hash of “${name}” does not match the file; the package was changed after it was made.`;
    }
  }
  const unlisted = [...files.keys()].find(
    (name) => !['manifest.json', 'signature'].includes(name) && !(name in (read.value as object)),
  );
  return unlisted ? `manifest.json does not list “${unlisted}”.` : undefined;
}

/**
 * Reads an Apple Wallet pass: a `.pkpass` package, or a `pass.json` with its `<lang>.lproj/pass.strings`
 * files and images. A zip is refused before it is expanded when too large (readZip); a package
 * without `pass.json`, or whose manifest does not match its files, is refused with the file named.
 */
export async function readApplePackage(input: readonly NamedBytes[]): Promise<AppleRead> {
  let files = new Map(input.map((file) => [file.name.replace(/^\.\//, ''), file.bytes]));
  const zipped = input.length === 1 && isZip(input[0]!.bytes);
  if (zipped) {
    const zip = readZip(input[0]!.bytes);
    if (!zip.ok) return zip;
    files = zip.files;
  }
  const passName = [...files.keys()].find(
    (name) => name === 'pass.json' || name.endsWith('/pass.json'),
  );
  if (!passName) {
    return {
      ok: false,
      error: zipped
        ? 'The package holds no pass.json, so it is not an Apple Wallet pass.'
        : 'No pass.json among the files.',
    };
  }
  const root = passName.slice(0, -'pass.json'.length);
  const own = new Map(
    [...files]
      .filter(([name]) => name.startsWith(root))
      .map(([name, bytes]) => [name.slice(root.length), bytes]),
  );
  const manifest = own.get('manifest.json');
  if (manifest) {
    const problem = await manifestProblem(own, manifest);
    if (problem) return { ok: false, error: problem };
  }
  const json = readLenientJson(new TextDecoder().decode(own.get('pass.json')));
  if (!json.ok) return { ok: false, error: `pass.json: ${json.error}` };
  if (!isRecord(json.value))
    return { ok: false, error: 'pass.json: not a pass (it holds no object).' };
  const repairs = json.repairs.map(
    (repair) => `pass.json, ${repair.charAt(0).toLowerCase()}${repair.slice(1)}`,
  );
  const strings: Record<string, Record<string, string>> = {};
  const images: Record<string, Uint8Array> = {};
  for (const [name, bytes] of own) {
    const language = stringsLanguage(name);
    if (language) {
      const parsed = parseStrings(decodeStrings(bytes));
      strings[language] = parsed.entries;
      repairs.push(
        ...parsed.problems.map(
          (problem) => `${name}, ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`,
        ),
      );
    } else if (!['pass.json', 'manifest.json', 'signature'].includes(name)) {
      images[name] = bytes;
    }
  }
  const signature = own.get('signature');
  return {
    ok: true,
    pack: {
      pass: json.value,
      strings,
      images,
      repairs,
      manifest: manifest ? 'matched' : 'absent',
      ...(manifest && signature ? { signed: { manifest, signature } } : {}),
    },
  };
}
