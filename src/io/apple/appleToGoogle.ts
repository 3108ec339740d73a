import { isRecord } from '../walkDocument';
import {
  APPLE_MAX_LOCATIONS,
  APPLE_ROWS,
  APPLE_STYLES,
  BARCODE_FORMATS,
  ROW_WORDS,
  TRANSIT_TYPES,
  fromAppleColour,
  type AppleRow,
} from './appleFormat';
import { APPLE_KEYS, appleKeyWords } from './appleWords';
import { appleFieldsToGoogle } from './appleFieldsToGoogle';
import type { LossReport } from './lossReport';
import type { ApplePackage } from './readApplePackage';
import { localizer } from './localizer';

/** One document the Apple pass became. A transit object is not edited: it is a class's sample trip. */
export interface GoogleDocument {
  role: 'transitClass' | 'transitObject' | 'offerClass' | 'offerObject';
  document: Record<string, unknown>;
}

export type FromAppleResult =
  { ok: true; documents: GoogleDocument[]; report: LossReport } | { ok: false; error: string };

/** Stands in for the Google issuer ID the user did not give. */
export const PLACEHOLDER_ISSUER_ID = '3388000000000000000';

/** Where Google keeps what Pass Studio does not edit. */
const REFUSED: Record<string, string> = {
  eventTicket:
    'An event ticket belongs in Google’s event ticket class, which Pass Studio does not edit.',
  storeCard: 'A store card belongs in Google’s loyalty class, which Pass Studio does not edit.',
  generic: 'A generic pass belongs in Google’s generic pass, which Pass Studio does not edit.',
  air: 'An air boarding pass belongs in Google’s flight class, which Pass Studio does not edit.',
};

const slug = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'pass';

/**
 * The Google Wallet documents of an Apple pass: a coupon becomes an offer class and its object, a
 * boarding pass (not by air) a transit class and the transit object that is its sample trip.
 * Every other style is refused, naming the Google type that would hold it.
 */
export function appleToGoogle(
  pack: ApplePackage,
  options: { issuerId?: string } = {},
): FromAppleResult {
  const pass = pack.pass;
  const style = APPLE_STYLES.find((s) => isRecord(pass[s]));
  if (!style)
    return {
      ok: false,
      error:
        'pass.json has no style: no coupon, boarding pass, event ticket, store card or generic pass.',
    };
  const body = pass[style] as Record<string, unknown>;
  const refusal =
    style === 'boardingPass'
      ? body.transitType === 'PKTransitTypeAir'
        ? REFUSED.air
        : undefined
      : style === 'coupon'
        ? undefined
        : REFUSED[style];
  if (refusal) return { ok: false, error: refusal };

  const report: LossReport = [
    ...pack.repairs.map((repair) => ({
      group: 'Read past',
      what: repair,
      fate: 'approximated' as const,
      how: 'read as Wallet reads it',
    })),
  ];
  const loc = localizer(pack.strings);
  const issuerId = options.issuerId?.trim() || PLACEHOLDER_ISSUER_ID;
  if (!options.issuerId?.trim())
    report.push({
      group: 'Google identifiers',
      what: 'Issuer ID',
      fate: 'approximated',
      how: `a placeholder (${PLACEHOLDER_ISSUER_ID}): set yours before publishing`,
    });
  const say = (group: string, key: string, fate: LossReport[number]['fate'], how?: string) =>
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

  const issuer = loc.text(pass.organizationName);
  if (issuer) {
    cls.issuerName = issuer.text;
    if (issuer.localized) cls.localizedIssuerName = issuer.localized;
    say('Identity', 'organizationName', 'carried', 'as the issuer name');
  }
  if (pass.logoText !== undefined) {
    const same = loc.text(pass.logoText)?.text === issuer?.text;
    say(
      'Identity',
      'logoText',
      same ? 'carried' : 'dropped',
      same
        ? 'Google shows the issuer name beside the logo'
        : 'Google shows the issuer name beside the logo, not a text of its own',
    );
  }
  const background = fromAppleColour(pass.backgroundColor);
  if (background) {
    cls.hexBackgroundColor = background;
    say('Colours', 'backgroundColor', 'carried');
  }

  const rows = Object.fromEntries(
    APPLE_ROWS.map((row) => [row, Array.isArray(body[row]) ? body[row].filter(isRecord) : []]),
  ) as Record<AppleRow, Record<string, unknown>[]>;
  if (style === 'coupon') {
    cls.redemptionChannel = 'INSTORE';
    const primary = rows.primaryFields[0];
    const title = loc.text(primary?.value) ?? loc.text(pass.description);
    if (title) {
      cls.title = title.text;
      if (title.localized) cls.localizedTitle = title.localized;
    }
    cls.provider = issuer?.text ?? 'Unknown';
    if (issuer?.localized) cls.localizedProvider = issuer.localized;
    if (primary)
      report.push({
        group: 'Front',
        what: `${ROW_WORDS.primaryFields} “${loc.text(primary.label)?.text ?? String(primary.key)}”`,
        fate: primary.label ? 'approximated' : 'carried',
        how: primary.label
          ? 'its value as the offer title; the title has no label, the provider shows above it'
          : 'as the offer title',
      });
    rows.primaryFields.slice(1).forEach((field) =>
      report.push({
        group: 'Front',
        what: `${ROW_WORDS.primaryFields} “${String(field.key)}”`,
        fate: 'dropped',
        how: 'a coupon shows one primary field',
      }),
    );
    rows.primaryFields = [];
  } else {
    const transit =
      TRANSIT_TYPES.find(([, apple]) => apple === body.transitType) ?? TRANSIT_TYPES[3]!;
    cls.transitType = transit[0];
    report.push({
      group: 'Identity',
      what: 'Transit type',
      fate: transit[1] === body.transitType ? 'carried' : 'approximated',
      how: `as ${transit[2]}`,
    });
    const leg: Record<string, unknown> = {};
    rows.primaryFields.slice(0, 2).forEach((field, i) => {
      const end = i === 0 ? 'origin' : 'destination';
      const value = loc.text(field.value)?.text ?? '';
      const label = loc.text(field.label)?.text || undefined;
      const isCode = /^[A-Z0-9]{2,5}$/.test(value) && label !== undefined;
      leg[`${end}Name`] = { defaultValue: { language: 'en', value: isCode ? label : value } };
      if (isCode) leg[`${end}StationCode`] = value;
      report.push({
        group: 'Front',
        what: `${ROW_WORDS.primaryFields} “${label ?? String(field.key)}”`,
        fate: 'carried',
        how: `as the trip’s ${end}`,
      });
    });
    rows.primaryFields.slice(2).forEach((field) =>
      report.push({
        group: 'Front',
        what: `${ROW_WORDS.primaryFields} “${String(field.key)}”`,
        fate: 'dropped',
        how: 'a trip has one origin and one destination',
      }),
    );
    rows.primaryFields = [];
    if (typeof pass.relevantDate === 'string') {
      leg.departureDateTime = pass.relevantDate;
      say('Dates and state', 'relevantDate', 'carried', 'as the departure time');
    }
    obj.ticketLeg = leg;
  }
  say('Identity', 'formatVersion', 'carried', 'nothing to keep: every Google pass has one format');
  appleFieldsToGoogle({
    rows,
    cls,
    loc,
    style: style === 'coupon' ? 'coupon' : 'boardingPass',
    report,
  });

  const first = Array.isArray(pass.barcodes)
    ? pass.barcodes.find(isRecord)
    : isRecord(pass.barcode)
      ? pass.barcode
      : undefined;
  if (first) {
    const format = BARCODE_FORMATS.find(([, apple]) => apple === first.format);
    obj.barcode = {
      type: format?.[0] ?? 'QR_CODE',
      value: typeof first.message === 'string' ? first.message : '',
      ...(typeof first.altText === 'string' && first.altText
        ? { alternateText: first.altText }
        : {}),
    };
    report.push({
      group: 'Barcode',
      what: `Barcode (${format?.[2] ?? 'unknown kind'})`,
      fate: format ? 'carried' : 'approximated',
      how: format ? 'the first one Wallet shows' : 'as a QR code',
    });
    const others =
      (Array.isArray(pass.barcodes) ? pass.barcodes.length : 1) -
      1 +
      (Array.isArray(pass.barcodes) && pass.barcode ? 1 : 0);
    if (others > 0)
      report.push({
        group: 'Barcode',
        what: `${others} more barcode${others > 1 ? 's' : ''}`,
        fate: 'dropped',
        how: 'Google shows one barcode; these are fall-backs for older devices',
      });
  }
  if (typeof pass.expirationDate === 'string') {
    obj.validTimeInterval = { end: { date: pass.expirationDate } };
    say('Dates and state', 'expirationDate', 'carried', 'as the end of the validity period');
  }
  if (pass.voided !== undefined)
    say(
      'Dates and state',
      'voided',
      'carried',
      pass.voided === true ? 'the pass is expired' : undefined,
    );
  if (style === 'coupon' && pass.relevantDate)
    say(
      'Dates and state',
      'relevantDate',
      'dropped',
      'Google shows an offer by its validity, not at a moment',
    );

  const locations = Array.isArray(pass.locations) ? pass.locations.filter(isRecord) : [];
  if (locations.length > 0) {
    cls.locations = locations
      .slice(0, APPLE_MAX_LOCATIONS)
      .map((l) => ({ latitude: Number(l.latitude), longitude: Number(l.longitude) }));
    say(
      'Places',
      'locations',
      locations.some((l) => l.relevantText || l.altitude !== undefined)
        ? 'approximated'
        : 'carried',
      locations.some((l) => l.relevantText)
        ? 'the lock-screen text of each place is left out: Google shows none'
        : undefined,
    );
  }

  const images = [
    ...new Set(
      Object.keys(pack.images).map((name) =>
        name.replace(/(@\dx)?\.png$/, '').replace(/^.*\//, ''),
      ),
    ),
  ];
  for (const image of images) {
    report.push({
      group: 'Images',
      what: `${image.charAt(0).toUpperCase()}${image.slice(1)} image`,
      fate: 'dropped',
      how: 'Google Wallet loads images from web addresses: put it online and set its address',
    });
  }
  for (const [language, entries] of Object.entries(pack.strings)) {
    const unused = Object.keys(entries).filter((key) => !loc.used.has(key));
    report.push({
      group: 'Languages',
      what: `Translations (${language})`,
      fate: unused.length ? 'approximated' : 'carried',
      how: unused.length
        ? `${unused.length} of them translate nothing on the pass and are left out`
        : 'as each field’s translations',
    });
  }
  const covered = new Set([
    ...APPLE_STYLES,
    'serialNumber',
    'organizationName',
    'logoText',
    'backgroundColor',
    'barcodes',
    'barcode',
    'expirationDate',
    'voided',
    'relevantDate',
    'locations',
    'formatVersion',
  ]);
  for (const key of Object.keys(pass).filter((k) => !covered.has(k)))
    say('Left out', key, 'dropped', APPLE_KEYS[key]?.[1] ?? 'Google Wallet has no place for it');
  for (const key of Object.keys(body).filter(
    (k) => !(APPLE_ROWS as readonly string[]).includes(k) && k !== 'transitType',
  ))
    say('Left out', key, 'dropped', 'Google Wallet has no place for it');

  const documents: GoogleDocument[] =
    style === 'coupon'
      ? [
          { role: 'offerClass', document: cls },
          { role: 'offerObject', document: obj },
        ]
      : [
          { role: 'transitClass', document: cls },
          { role: 'transitObject', document: obj },
        ];
  return { ok: true, documents, report };
}
