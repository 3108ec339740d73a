import type { LossReport } from '../../io/apple/lossReport';
import type { OpenedImport } from './importTypes';

/** An Apple pass as the editor opens it, or why it cannot. */
export type AppleImport =
  | {
      ok: true;
      /** Classes first, so each object pairs with its class as it opens. */
      documents: OpenedImport[];
      /** A boarding pass's transit object: the sample trip of its class, not a document. */
      sampleTrip?: unknown;
      report: LossReport;
    }
  | { ok: false; error: string };

/** A file that is an Apple Wallet package by its name. */
export const isApplePackageName = (name: string) => /\.pkpass$/i.test(name);

/** Whether a JSON text is an Apple `pass.json` rather than a Google document. */
export const looksLikeApplePass = (text: string) =>
  /"formatVersion"\s*:/.test(text) && /"passTypeIdentifier"\s*:/.test(text);

/** The name of a document from the file's: "Summer sale.pkpass" → "Summer sale". */
const baseName = (name: string) => name.replace(/\.(pkpass|json)$/i, '') || name;

/**
 * The Google documents of an Apple pass (a `.pkpass`'s bytes, or a `pass.json`'s): a coupon an
 * offer class and its object, a boarding pass a transit class with its object as the sample trip.
 */
export async function appleImport(name: string, bytes: Uint8Array): Promise<AppleImport> {
  // The package reader (unzip included) and the conversion load with the first Apple pass.
  const [{ readApplePackage }, { appleToGoogle }] = await Promise.all([
    import('../../io/apple/readApplePackage'),
    import('../../io/apple/appleToGoogle'),
  ]);
  const read = await readApplePackage([
    { name: isApplePackageName(name) ? name : 'pass.json', bytes },
  ]);
  const converted = read.ok ? appleToGoogle(read.pack) : read;
  if (!converted.ok) return converted;
  const base = baseName(name);
  const documents: OpenedImport[] = [];
  let sampleTrip: unknown;
  for (const { role, document } of converted.documents) {
    if (role === 'transitObject') sampleTrip = document;
    else if (role === 'offerClass')
      documents.unshift({ name: `${base} (class)`, kind: role, document });
    else documents.push({ name: base, kind: role, document });
  }
  return {
    ok: true,
    documents,
    ...(sampleTrip ? { sampleTrip } : {}),
    report: converted.report,
  };
}
