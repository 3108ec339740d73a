import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { decodeUtf8 } from '../io/decodeUtf8';
import { parseBytes } from '../io/parseBytes';
import { googleToApple } from '../io/apple/googleToApple';
import { imageFetcher } from '../io/apple/imageFetcher';
import { lossReportText } from '../io/apple/lossReport';
import { PACKAGE_LIMITS } from '../io/apple/packageLimits';
import { writeApplePackage } from '../io/apple/writeApplePackage';
import { signManifest, signingIdentity } from './appleSignature';
import type { Output } from './output';
import { readPassphrase } from './readPassphrase';
import { readInputs } from './readInputs';
import { UsageError } from './usage';

/** The logo and hero image: at most what a package may hold of one file, within 10 s each. */
const IMAGE_LIMITS = { maxBytes: PACKAGE_LIMITS.entryBytes, timeoutMs: 10_000 };

/** A transit object is not a document Pass Studio edits; it is told by its trip. */
function isTransitObject(bytes: Uint8Array): boolean {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) return false;
  try {
    const value: unknown = JSON.parse(decoded.text);
    return (
      typeof value === 'object' && value !== null && ('ticketLeg' in value || 'ticketLegs' in value)
    );
  } catch {
    return false;
  }
}

/** `pass-studio to-apple`: an Apple Wallet package of the same design, with the loss report. */
export async function toAppleCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      'pass-type-id': { type: 'string' },
      'team-id': { type: 'string' },
      serial: { type: 'string' },
      cert: { type: 'string' },
      key: { type: 'string' },
      wwdr: { type: 'string' },
      'passphrase-file': { type: 'string' },
      json: { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
    },
  });
  if (positionals.length === 0)
    throw new UsageError('to-apple needs a transit class or an offer FILE');
  if (!values.out) throw new UsageError('to-apple needs --out PASS.pkpass');
  if (values.cert && !values.wwdr)
    throw new UsageError('--cert needs --wwdr, Apple’s intermediate certificate');
  const inputs = await readInputs(positionals);
  const unreadable = inputs.find((input) => 'error' in input);
  if (unreadable && 'error' in unreadable) {
    out.stderr(`pass-studio: cannot read ${unreadable.file}: ${unreadable.error}\n`);
    return 2;
  }
  const files = inputs.flatMap((input) => ('bytes' in input ? [input] : []));
  const transitObject = files.find((file) => isTransitObject(file.bytes));
  const parsed = files
    .filter((file) => file !== transitObject)
    .map((file) => ({ file: file.file, ...parseBytes(file.bytes) }));
  const main =
    parsed.find((p) => p.kind === 'transitClass' || p.kind === 'offerClass') ??
    parsed.find((p) => p.kind === 'offerObject');
  if (!main?.kind) {
    out.stderr('pass-studio: to-apple needs a transit class, an offer class or an offer object\n');
    return 2;
  }
  const offerObject =
    main.kind === 'offerClass' ? parsed.find((p) => p.kind === 'offerObject')?.document : undefined;
  const object: unknown = transitObject
    ? JSON.parse(new TextDecoder().decode(transitObject.bytes))
    : offerObject;
  const { parts, report } = await googleToApple(main.kind, main.document, {
    object,
    passTypeIdentifier: values['pass-type-id'],
    teamIdentifier: values['team-id'],
    serialNumber: values.serial,
    ...(values.offline ? {} : { fetchImage: imageFetcher(IMAGE_LIMITS) }),
  });
  if (main.kind === 'transitClass' && !transitObject) {
    report.unshift({
      group: 'Trip',
      what: 'Transit object',
      fate: 'dropped',
      how: 'none was given: the pass has no origin, destination or barcode; name a transit object file too',
    });
  }
  let sign;
  if (values.cert && values.wwdr) {
    const keys = await readInputs([values.cert, values.wwdr, ...(values.key ? [values.key] : [])]);
    const bad = keys.find((k) => 'error' in k);
    if (bad && 'error' in bad) {
      out.stderr(`pass-studio: cannot read ${bad.file}: ${bad.error}\n`);
      return 2;
    }
    const [cert, wwdr, key] = keys.map((k) => ('bytes' in k ? k.bytes : new Uint8Array()));
    try {
      const identity = signingIdentity(
        { cert: cert!, wwdr: wwdr!, ...(key ? { key } : {}) },
        await readPassphrase(values['passphrase-file'], cert!, key),
      );
      sign = (manifest: Uint8Array) => signManifest(identity, manifest);
    } catch (error) {
      out.stderr(`pass-studio: cannot sign: ${(error as Error).message}\n`);
      return 2;
    }
  }
  await writeFile(values.out, await writeApplePackage(parts, sign));
  const signedWords = sign
    ? 'signed'
    : 'unsigned: Apple Wallet will not open it until it is signed with your pass type certificate (--cert, --key, --wwdr)';
  if (values.json)
    out.stdout(JSON.stringify({ file: values.out, signed: Boolean(sign), report }, null, 2) + '\n');
  else out.stdout(`${lossReportText(report)}\n\nWrote ${values.out}, ${signedWords}.\n`);
  return 0;
}
