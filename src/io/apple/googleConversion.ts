import { isRecord } from '../walkDocument';
import { APPLE_ROWS, type AppleRow } from './appleFormat';
import { appleKeyWords } from './appleWords';
import { localizer } from './localizer';
import type { LossLine, LossReport } from './lossReport';
import type { ApplePackage } from './readApplePackage';

/** Stands in for the Google issuer ID the user did not give. */
export const PLACEHOLDER_ISSUER_ID = '3388000000000000000';

const slug = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'pass';

/** One Apple → Google conversion under way: the pass, the class and object it builds, and the report. */
export interface GoogleConversion {
  pass: Record<string, unknown>;
  /** The pass's style dictionary (`coupon`, `boardingPass`). */
  body: Record<string, unknown>;
  style: 'boardingPass' | 'coupon';
  cls: Record<string, unknown>;
  obj: Record<string, unknown>;
  /** The style's field rows; a part that carries a row empties it. */
  rows: Record<AppleRow, Record<string, unknown>[]>;
  loc: ReturnType<typeof localizer>;
  report: LossReport;
  /** A pass.json key's line in the report. */
  say: (group: string, key: string, fate: LossLine['fate'], how?: string) => void;
}

/**
 * A conversion of `pack` that has its Google identifiers (the issuer's, or a placeholder said as
 * such) and the repairs made in reading it, and has carried nothing else yet.
 */
export function startGoogleConversion(
  pack: ApplePackage,
  style: 'boardingPass' | 'coupon',
  issuerIdGiven: string | undefined,
): GoogleConversion {
  const pass = pack.pass;
  const body = pass[style] as Record<string, unknown>;
  const report: LossReport = [
    ...pack.repairs.map((repair) => ({
      group: 'Read past',
      what: repair,
      fate: 'approximated' as const,
      how: 'read as Wallet reads it',
    })),
  ];
  const issuerId = issuerIdGiven?.trim() || PLACEHOLDER_ISSUER_ID;
  if (!issuerIdGiven?.trim())
    report.push({
      group: 'Google identifiers',
      what: 'Issuer ID',
      fate: 'approximated',
      how: `a placeholder (${PLACEHOLDER_ISSUER_ID}): set yours before publishing`,
    });
  const say: GoogleConversion['say'] = (group, key, fate, how) =>
    report.push({ group, what: appleKeyWords(key), fate, ...(how ? { how } : {}) });

  const serial = typeof pass.serialNumber === 'string' ? pass.serialNumber : 'pass';
  const classId = `${issuerId}.${slug(typeof pass.passTypeIdentifier === 'string' ? pass.passTypeIdentifier.replace(/^pass\./, '') : 'class')}`;
  const cls: Record<string, unknown> = { id: classId, reviewStatus: 'UNDER_REVIEW' };
  const obj: Record<string, unknown> = {
    id: `${issuerId}.${slug(serial)}`,
    classId,
    state: pass.voided === true ? 'EXPIRED' : 'ACTIVE',
  };
  say('Identity', 'serialNumber', 'carried', 'as the end of the pass’s ID');
  const rows = Object.fromEntries(
    APPLE_ROWS.map((row) => [row, Array.isArray(body[row]) ? body[row].filter(isRecord) : []]),
  ) as Record<AppleRow, Record<string, unknown>[]>;
  return { pass, body, style, cls, obj, rows, loc: localizer(pack.strings), report, say };
}
