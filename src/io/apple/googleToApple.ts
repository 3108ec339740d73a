import { toHexColour } from '../cardColours';
import { fieldPathLabel } from '../fieldPathLabel';
import { isRecord } from '../walkDocument';
import type { ResourceKind } from '../../schema/resources';
import {
  APPLE_MAX_LOCATIONS,
  ROW_LIMITS,
  TRANSIT_TYPES,
  appleTextColours,
  toAppleColour,
  type AppleField,
  type AppleRow,
} from './appleFormat';
import { googleBarcodeToApple } from './barcodeToApple';
import { textOf, type StringsTable } from './googleText';
import type { LossLine, LossReport } from './lossReport';
import { cardRows, templateItem } from './templateItems';
import { carryImage, iconOf, imageUri, type IconDrawer, type ImageFetcher } from './toAppleImages';
import { leftOverLines } from './leftOverLines';
import { backFieldsOf } from './backFieldsOf';
import type { ApplePackageParts } from './writeApplePackage';

/** Apple's own identifiers: Google's pass has none, so they come from the user. */
export interface AppleIdentifiers {
  passTypeIdentifier?: string;
  teamIdentifier?: string;
  serialNumber?: string;
}

export interface ToAppleOptions extends AppleIdentifiers {
  /** The transit object (or the preview's sample trip) of a transit class; the offer object of an offer class. */
  object?: unknown;
  /** Fetches the logo and hero image; 'linked' leaves them at their addresses (the preview). */
  fetchImage?: ImageFetcher | 'linked';
  drawIcon?: IconDrawer;
}

/** Stand-ins for the identifiers the user did not give, marked as such in the report. */
export const PLACEHOLDER_IDENTIFIERS: Required<AppleIdentifiers> = {
  passTypeIdentifier: 'pass.example.placeholder',
  teamIdentifier: 'PLACEHOLDR',
  serialNumber: 'placeholder-serial',
};

const record = (value: unknown) => (isRecord(value) ? value : {});

/**
 * An Apple Wallet pass of the same design: a transit class (with its trip) becomes a boarding
 * pass, an offer a coupon. Every field of the source has its line in the report.
 */
export async function googleToApple(
  kind: ResourceKind,
  document: unknown,
  options: ToAppleOptions = {},
): Promise<{
  parts: ApplePackageParts;
  report: LossReport;
  /** The web address each Apple image file came from, fetched or not: `logo.png` → its URI. */
  imageSources: Record<string, string>;
}> {
  const source = record(document);
  const cls = kind === 'offerObject' ? record(source.classReference) : source;
  const obj = kind === 'offerObject' ? source : isRecord(options.object) ? options.object : {};
  const style = kind === 'transitClass' ? 'boardingPass' : 'coupon';
  const report: LossReport = [];
  const strings: StringsTable = {};
  const handled = new Set<string>([
    'class.id',
    'class.kind',
    'class.version',
    'class.reviewStatus',
    'object.id',
    'object.classId',
    'object.kind',
    'object.version',
    'object.classReference',
  ]);
  const what = (scope: 'class' | 'object', key: string) =>
    fieldPathLabel(`${scope}.${key}`, kind) ?? key;
  const add = (
    group: string,
    scope: 'class' | 'object',
    key: string,
    fate: LossLine['fate'],
    how?: string,
  ) => {
    handled.add(`${scope}.${key}`);
    report.push({ group, what: what(scope, key), fate, ...(how ? { how } : {}) });
  };
  const pick = (key: string): ['class' | 'object', unknown] | undefined =>
    obj[key] !== undefined && obj[key] !== null
      ? ['object', obj[key]]
      : cls[key] !== undefined && cls[key] !== null
        ? ['class', cls[key]]
        : undefined;

  const pass: Record<string, unknown> = { formatVersion: 1 };
  for (const key of ['passTypeIdentifier', 'teamIdentifier', 'serialNumber'] as const) {
    const given = options[key]?.trim();
    pass[key] = given || PLACEHOLDER_IDENTIFIERS[key];
    if (!given) {
      report.push({
        group: 'Apple identifiers',
        what: {
          passTypeIdentifier: 'Pass type identifier',
          teamIdentifier: 'Team identifier',
          serialNumber: 'Serial number',
        }[key],
        fate: 'approximated',
        how: `a placeholder (“${PLACEHOLDER_IDENTIFIERS[key]}”): give your own before signing`,
      });
    }
  }

  const issuer = textOf(strings, cls.issuerName, cls.localizedIssuerName) ?? 'Pass Studio';
  pass.organizationName = issuer;
  pass.logoText = issuer;
  if (cls.issuerName || cls.localizedIssuerName)
    add(
      'Identity',
      'class',
      'issuerName',
      'carried',
      'as the organisation name and the text beside the logo',
    );
  if (cls.localizedIssuerName) add('Languages', 'class', 'localizedIssuerName', 'carried');

  const background = toHexColour(pick('hexBackgroundColor')?.[1]) ?? '#ffffff';
  const colours = appleTextColours(background);
  pass.backgroundColor = toAppleColour(background);
  pass.foregroundColor = toAppleColour(colours.foreground);
  pass.labelColor = toAppleColour(colours.label);
  const colourSource = pick('hexBackgroundColor');
  if (colourSource) {
    add(
      'Colours',
      colourSource[0],
      'hexBackgroundColor',
      'carried',
      'text and label colours chosen to read on it, as Google chooses its own',
    );
    if (colourSource[0] === 'object' && cls.hexBackgroundColor)
      add(
        'Colours',
        'class',
        'hexBackgroundColor',
        'dropped',
        'the object’s colour wins, as on Google',
      );
  }

  const rows: Record<AppleRow, AppleField[]> = {
    headerFields: [],
    primaryFields: [],
    secondaryFields: [],
    auxiliaryFields: [],
    backFields: [],
  };
  const limits = ROW_LIMITS[style];
  const onFront = new Set<string>();
  const put = (row: AppleRow, field: AppleField, line: Omit<LossLine, 'fate'>) => {
    const room = rows[row].length < limits[row];
    const target = room ? row : 'backFields';
    rows[target].push(field);
    report.push({
      ...line,
      fate: room ? 'carried' : 'approximated',
      ...(room
        ? {}
        : { how: `Apple shows at most ${limits[row]} fields in that row; moved to the back` }),
    });
  };

  if (style === 'boardingPass') {
    const transit =
      TRANSIT_TYPES.find(([google]) => google === cls.transitType) ?? TRANSIT_TYPES[3]!;
    pass.boardingPass = { transitType: transit[1] };
    add(
      'Identity',
      'class',
      'transitType',
      transit[0] === cls.transitType ? 'carried' : 'approximated',
      transit[0] === cls.transitType
        ? `as a ${transit[2]} pass`
        : 'Apple has no tram type: a pass for other transport',
    );
    const legs = Array.isArray(obj.ticketLegs) ? obj.ticketLegs : [];
    const leg = record(obj.ticketLeg ?? legs[0]);
    for (const [end, label] of [
      ['origin', 'From'],
      ['destination', 'To'],
    ] as const) {
      const name = textOf(strings, leg[`${end}Name`], leg[`${end}Name`]);
      const code =
        typeof leg[`${end}StationCode`] === 'string'
          ? (leg[`${end}StationCode`] as string)
          : undefined;
      if (name || code) {
        rows.primaryFields.push({
          key: end,
          label: code ? (name ?? label) : label,
          value: code ?? name!,
        });
        report.push({
          group: 'Front',
          what: fieldPathLabel(`object.ticketLeg.${end}Name`, kind) ?? end,
          fate: 'carried',
          how: 'as a primary field',
        });
      }
    }
    if (typeof leg.departureDateTime === 'string')
      pass.relevantDate = withOffset(leg.departureDateTime);
    handled.add('object.ticketLeg').add('object.ticketLegs');
  } else {
    pass.coupon = {};
    const title = textOf(strings, cls.title, cls.localizedTitle);
    const provider = textOf(strings, cls.provider, cls.localizedProvider);
    if (title) {
      rows.primaryFields.push({
        key: 'title',
        ...(provider ? { label: provider } : {}),
        value: title,
      });
      add(
        'Front',
        'class',
        'title',
        'carried',
        provider ? 'as the primary field, the provider as its label' : 'as the primary field',
      );
    }
    if (cls.localizedTitle) add('Languages', 'class', 'localizedTitle', 'carried');
    if (provider) add('Front', 'class', 'provider', 'carried');
    if (cls.localizedProvider) add('Languages', 'class', 'localizedProvider', 'carried');
  }
  pass.description = `${issuer} ${style === 'coupon' ? 'offer' : 'ticket'}`;

  cardRows(cls).forEach((items, rowIndex) => {
    for (const item of items) {
      const found = templateItem(item, kind, { class: cls, object: obj }, strings);
      if ('missing' in found) {
        report.push({
          group: 'Front',
          what: `Card row ${rowIndex + 1}: ${found.what}`,
          fate: 'dropped',
          how: found.missing,
        });
        continue;
      }
      if (found.moduleId) onFront.add(found.moduleId);
      put(
        rowIndex === 0 ? 'secondaryFields' : 'auxiliaryFields',
        { key: found.key, ...(found.label ? { label: found.label } : {}), value: found.value },
        { group: 'Front', what: `Card row ${rowIndex + 1}: ${found.what}` },
      );
    }
  });
  if (cls.classTemplateInfo)
    add(
      'Front',
      'class',
      'classTemplateInfo',
      'approximated',
      'card rows became the secondary and auxiliary rows; the details and list layouts are Google’s own',
    );

  backFieldsOf({ cls, obj, style, strings, onFront, add, back: rows.backFields });

  const barcode = googleBarcodeToApple(obj.barcode, report);
  if (barcode.length > 0) pass.barcodes = barcode;
  if (obj.barcode) handled.add('object.barcode');

  const validity = record(obj.validTimeInterval);
  const end = record(validity.end).date;
  if (typeof end === 'string') {
    pass.expirationDate = withOffset(end);
    add(
      'Dates and state',
      'object',
      'validTimeInterval',
      withOffset(end) === end ? 'carried' : 'approximated',
      `its end as the expiry date${withOffset(end) === end ? '' : ', read as UTC: it gives no time zone'}${validity.start ? '; Apple has no start of validity' : ''}`,
    );
  }
  const state = typeof obj.state === 'string' ? obj.state.toUpperCase() : undefined;
  if (state === 'EXPIRED' || state === 'INACTIVE' || state === 'COMPLETED') {
    pass.voided = true;
    add(
      'Dates and state',
      'object',
      'state',
      state === 'EXPIRED' ? 'carried' : 'approximated',
      'the pass is marked void',
    );
  } else if (state) add('Dates and state', 'object', 'state', 'carried');

  const locations = [
    ...(Array.isArray(cls.locations) ? (cls.locations as unknown[]) : []),
    ...(Array.isArray(obj.locations) ? (obj.locations as unknown[]) : []),
  ].filter(isRecord);
  if (locations.length > 0) {
    pass.locations = locations
      .slice(0, APPLE_MAX_LOCATIONS)
      .map((l) => ({ latitude: Number(l.latitude), longitude: Number(l.longitude) }));
    for (const scope of ['class', 'object'] as const) {
      if (Array.isArray((scope === 'class' ? cls : obj).locations)) {
        add(
          'Places',
          scope,
          'locations',
          locations.length > APPLE_MAX_LOCATIONS ? 'approximated' : 'carried',
          locations.length > APPLE_MAX_LOCATIONS
            ? `Apple keeps the first ${APPLE_MAX_LOCATIONS} of ${locations.length}`
            : undefined,
        );
      }
    }
  }

  const images: Record<string, Uint8Array> = {};
  const imageSources: Record<string, string> = {};
  const logoKey = kind === 'transitClass' ? 'logo' : 'titleImage';
  const logo = await carryImage(
    cls[logoKey],
    'logo.png',
    what('class', logoKey),
    report,
    options.fetchImage,
  );
  handled.add(`class.${logoKey}`);
  if (logo) images['logo.png'] = logo;
  const logoUri = imageUri(cls[logoKey]);
  if (logoUri) imageSources['logo.png'] = logoUri;
  const hero = pick('heroImage');
  if (hero && style === 'coupon') {
    const strip = await carryImage(
      hero[1],
      'strip.png',
      what(hero[0], 'heroImage'),
      report,
      options.fetchImage,
    );
    if (strip) images['strip.png'] = strip;
    const stripUri = imageUri(hero[1]);
    if (stripUri) imageSources['strip.png'] = stripUri;
    handled.add(`${hero[0]}.heroImage`);
  } else if (hero)
    add(
      'Images',
      hero[0],
      'heroImage',
      'dropped',
      'a boarding pass has no strip image in Apple Wallet',
    );
  images['icon.png'] = await iconOf(
    logo,
    issuer.charAt(0).toUpperCase(),
    { background, ...colours },
    report,
    options.drawIcon,
  );

  for (const [row, fields] of Object.entries(rows))
    if (fields.length > 0) (pass[style] as Record<string, unknown>)[row] = fields;
  report.push(...leftOverLines({ class: cls, object: obj }, handled, what));
  if (Object.keys(strings).length > 0) {
    report.push({
      group: 'Languages',
      what: 'Translations',
      fate: 'carried',
      how: `as ${Object.keys(strings).sort().join(', ')} strings files`,
    });
  }
  return { parts: { pass, strings, images }, report, imageSources };
}

/** Apple's dates need a time zone; one without is read as UTC. */
function withOffset(date: string): string {
  return /(Z|[+-]\d{2}:?\d{2})$/.test(date) || !date.includes('T') ? date : `${date}Z`;
}
