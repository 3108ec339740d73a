import { BARCODE_FORMATS, type AppleRow } from '../io/apple/appleFormat';
import { googleToApple } from '../io/apple/googleToApple';
import type { StringsTable } from '../io/apple/googleText';
import type { LossReport } from '../io/apple/lossReport';
import type { ResourceKind } from '../schema';
import { barcodeNames } from './barcodeSymbology';
import { isRecord, list, record, text, type Json } from './read';
import { sampleOfferObject, type SampleOffer } from './sampleOffer';
import { sampleTripObject, type SampleTrip } from './sampleTrip';

/** One field of the Apple pass: a label over its value, as Wallet draws it. */
export interface AppleFieldModel {
  key: string;
  label: string;
  value: string;
}

export type AppleTransit = 'train' | 'bus' | 'boat' | 'generic';

/** The Apple pass the export would write, as the preview draws it: front, back and what is lost. */
export interface AppleCardModel {
  style: 'boardingPass' | 'coupon';
  /** The card's accessible name: "Apple Wallet boarding pass, Lindenbahn". */
  name: string;
  /** The icon between origin and destination; null on a coupon. */
  transit: AppleTransit | null;
  /** CSS colours as pass.json gives them (`rgb(…)`). */
  colours: { background: string; foreground: string; label: string };
  logoText: string;
  /** Web addresses of the logo and the strip image (a coupon's hero image). */
  logo: string | null;
  strip: string | null;
  rows: Record<AppleRow, AppleFieldModel[]>;
  /** The first barcode Wallet draws, by Google's type name for the preview's symbol drawer. */
  barcode: { type: string; name: string; message: string; altText: string | null } | null;
  voided: boolean;
  /** The source's fields the Apple pass drops, in the report's words. */
  cannotShow: { what: string; why: string }[];
}

export interface AppleSourceOptions {
  language?: string;
  sampleTrip?: SampleTrip;
  sampleOffer?: SampleOffer;
  /** An offer object's open class, drawn instead of the embedded one, as the Google card does. */
  pairedClass?: unknown;
}

const TRANSIT_WORDS: Record<string, AppleTransit> = {
  PKTransitTypeTrain: 'train',
  PKTransitTypeBus: 'bus',
  PKTransitTypeBoat: 'boat',
};

const STYLE_WORDS = { boardingPass: 'boarding pass', coupon: 'coupon' } as const;

/** A value in the chosen language: `de-AT`, else `de`, else the default text. */
function translator(strings: StringsTable, language: string | undefined) {
  const table =
    (language && (strings[language] ?? strings[language.split('-')[0] ?? ''])) || undefined;
  return (value: string) => table?.[value] ?? value;
}

/** The report's dropped lines, each once (a field the class and the object both set says it twice). */
function cannotShow(report: LossReport): AppleCardModel['cannotShow'] {
  const lines = new Map<string, { what: string; why: string }>();
  for (const line of report)
    if (line.fate === 'dropped')
      lines.set(`${line.what}\n${line.how}`, { what: line.what, why: line.how ?? '' });
  return [...lines.values()];
}

/**
 * The preview's Apple card from googleToApple's result: pass.json read back as Wallet lays it
 * out, in `language`, with every dropped line of the loss report as a "cannot show" mark.
 */
export function toAppleCardModel(
  converted: {
    parts: { pass: Json; strings?: StringsTable };
    report: LossReport;
    imageSources: Record<string, string>;
  },
  language?: string,
): AppleCardModel {
  const { pass, strings = {} } = converted.parts;
  const style = isRecord(pass.boardingPass) ? 'boardingPass' : 'coupon';
  const body = record(pass[style]) ?? {};
  const say = translator(strings, language);
  const fieldsOf = (row: AppleRow) =>
    list(body[row])
      .filter(isRecord)
      .map((field) => ({
        key: text(field.key) ?? '',
        label: say(text(field.label) ?? ''),
        value: say(typeof field.value === 'string' ? field.value : ''),
      }));
  const first = record(list(pass.barcodes)[0]);
  const google = BARCODE_FORMATS.find(([, apple]) => apple === first?.format)?.[0];
  const organisation = say(text(pass.organizationName) ?? '');
  return {
    style,
    name: `Apple Wallet ${STYLE_WORDS[style]}${organisation ? `, ${organisation}` : ''}`,
    transit:
      style === 'boardingPass' ? (TRANSIT_WORDS[String(body.transitType)] ?? 'generic') : null,
    colours: {
      background: text(pass.backgroundColor) ?? 'rgb(255, 255, 255)',
      foreground: text(pass.foregroundColor) ?? 'rgb(0, 0, 0)',
      label: text(pass.labelColor) ?? text(pass.foregroundColor) ?? 'rgb(0, 0, 0)',
    },
    logoText: say(text(pass.logoText) ?? ''),
    logo: converted.imageSources['logo.png'] ?? null,
    strip: style === 'coupon' ? (converted.imageSources['strip.png'] ?? null) : null,
    rows: {
      headerFields: fieldsOf('headerFields'),
      primaryFields: fieldsOf('primaryFields'),
      secondaryFields: fieldsOf('secondaryFields'),
      auxiliaryFields: fieldsOf('auxiliaryFields'),
      backFields: fieldsOf('backFields'),
    },
    barcode:
      first && google && typeof first.message === 'string'
        ? {
            type: google,
            name: barcodeNames[google] ?? 'barcode',
            message: first.message,
            altText: text(first.altText) ?? null,
          }
        : null,
    voided: pass.voided === true,
    cannotShow: cannotShow(converted.report),
  };
}

/**
 * The Apple card of the document the preview shows: a transit class with the sample trip, an
 * offer class with the sample offer, an offer object with its class, through the same conversion
 * as the export, its images left at their addresses.
 */
export async function appleCardOf(
  kind: ResourceKind,
  document: unknown,
  options: AppleSourceOptions,
): Promise<AppleCardModel> {
  const object =
    kind === 'transitClass' && options.sampleTrip
      ? sampleTripObject(options.sampleTrip)
      : kind === 'offerClass' && options.sampleOffer
        ? sampleOfferObject(options.sampleOffer)
        : undefined;
  const source =
    kind === 'offerObject' && isRecord(document) && isRecord(options.pairedClass)
      ? { ...document, classReference: options.pairedClass }
      : document;
  const converted = await googleToApple(kind, source, { object, fetchImage: 'linked' });
  return toAppleCardModel(converted, options.language);
}
