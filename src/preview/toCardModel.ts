import { cardLabelColour, cardTextColour, fieldLabel, safeLinkHref, toHexColour } from '../io';
import { describeValue, quote } from '../io/describeValue';
import { googleCounts, googleLengths } from '../io/googleLimits';
import { animationTypeSchema, type ResourceKind } from '../schema';
import { capModelText } from './capModelText';
import type { ActionModel, CardModel, FieldModel, Note } from './cardModel';
import { clipText } from './clipText';
import { detailsModules } from './detailsModules';
import { listRows } from './listRow';
import { collectLanguages, localize } from './localize';
import { leftOutMark } from './leftOut';
import { buildContext } from './modelContext';
import { hiddenAtMoment, validityAt } from './momentModel';

export { pairedClassSegment } from './modelContext';
import { offerBarcode, sampleBarcode } from './barcodeModel';
import { offerParts } from './offerCard';
import { enumValue, record, text } from './read';
import type { SampleOffer } from './sampleOffer';
import { defaultSampleTrip, type SampleTrip } from './sampleTrip';
import { barcodeSection, cardRows, detailsItems } from './templateViews';
import { transitParts } from './transitCard';

export interface CardModelOptions {
  kind: ResourceKind;
  /** Language to show; default values when unset. */
  language?: string;
  /** The moment the preview shows: validity, message intervals, activation, rotating codes. */
  now?: Date;
  /** The moment follows the clock (a rotating barcode ticks); false for a chosen moment. Default: `now` unset. */
  live?: boolean;
  /** Transit class: the journey the card is drawn with (never exported). */
  sampleTrip?: SampleTrip;
  /** Offer class: the object values the card is drawn with (never exported). */
  sampleOffer?: SampleOffer;
  /**
   * Offer object: the open offer class its `classId` names. Drawn with it instead of the embedded
   * `classReference`; the object's own fields still win where Google's do (colour, hero image,
   * barcode, validity). Paths into it start with `pairedClassSegment`.
   */
  pairedClass?: unknown;
  /** The issuer is in demo mode: the card carries Google's "[TEST ONLY]" marker. */
  demoMode?: boolean;
  /** Locale for dates; the language, else en-US. */
  locale?: string;
  /**
   * The viewer's time zone (IANA): dates with an offset are shown in it, dates without one are
   * its local time. The runtime's when unset.
   */
  timeZone?: string;
}

/** Google displays at most this many card rows. */
export const maxCardRows = googleCounts.cardRows.max;

/** Our neutral default when no colour is set (Google would take the hero's or logo's colour). */
export const defaultBackground = '#3c4043';

function appLink(
  source: Record<string, unknown> | undefined,
  at: readonly (string | number)[],
  language: string | null,
): ActionModel | null {
  const data = record(source?.appLinkData);
  if (!data) return null;
  const target = (info: unknown) => text(record(record(record(info)?.appTarget)?.targetUri)?.uri);
  const uri = target(data.androidAppLinkInfo) ?? target(data.webAppLinkInfo) ?? '';
  return {
    label: clipText(
      localize(data.displayText, language) ?? 'Open app',
      googleLengths.appLinkDisplayText.max,
    ),
    href: safeLinkHref(uri),
    segments: [...at, 'appLinkData'],
  };
}

function showsEnd(items: readonly (FieldModel | null)[]): boolean {
  return items.some(
    (item) => item?.segments?.[0] === 'validTimeInterval' && item.segments[1] === 'end',
  );
}

/**
 * Everything the preview shows for a document, resolved into plain data (docs/preview.md). Pure: the
 * same document and options give the same model. Reads defensively, so a half-typed or invalid
 * document still previews.
 */
export function toCardModel(document: unknown, options: CardModelOptions): CardModel {
  // Every text is capped before React sees it: a 100 KB name must never reach layout (#10).
  const drawn = drawModel(document, options);
  const model = capModelText(drawn);
  // The symbol encodes the whole value (a value too long for its type shows a problem instead).
  return drawn.barcode && model.barcode
    ? { ...model, barcode: { ...model.barcode, value: drawn.barcode.value } }
    : model;
}

function drawModel(document: unknown, options: CardModelOptions): CardModel {
  const doc = record(document) ?? {};
  const ctx = buildContext(doc, options);
  const { cls, classAt, language } = ctx;
  const trip = options.sampleTrip ?? defaultSampleTrip;
  const transit = options.kind === 'transitClass';
  const notes: Note[] = [];

  const rawColour =
    cls === doc ? doc.hexBackgroundColor : (doc.hexBackgroundColor ?? cls?.hexBackgroundColor);
  const colour = toHexColour(rawColour);
  if (rawColour !== undefined && rawColour !== null && !colour)
    notes.push({
      tone: 'warning',
      text: `Background colour ${typeof rawColour === 'string' ? quote(rawColour) : describeValue(rawColour)} is not #rgb or #rrggbb, so it is ignored.`,
    });
  if (!colour)
    notes.push({
      tone: 'choice',
      text: 'No background colour: the preview uses a neutral grey (Google picks one from the hero image or logo).',
    });
  const background = colour ?? defaultBackground;

  const templateInfo = cls?.classTemplateInfo;
  const templateAt = [...classAt, 'classTemplateInfo'];
  const allRows = cardRows(templateInfo, templateAt, ctx);
  const rowsLeftOut = leftOutMark(
    allRows.length - maxCardRows,
    googleCounts.cardRows,
    allRows[maxCardRows]?.segments ?? null,
  );
  if (record(record(templateInfo)?.listTemplateOverride)?.thirdRowOption)
    notes.push({
      tone: 'info',
      text: `“${fieldLabel(transit ? 'transitClass' : 'offerClass', ['classTemplateInfo', 'listTemplateOverride', 'thirdRowOption'])}” is deprecated: Google ignores it.`,
    });

  const transitOnly = transit ? transitParts(ctx, trip) : null;
  const offer = transitOnly ? null : offerParts(ctx);
  const kindParts = transitOnly ?? offer!;
  notes.push(...kindParts.notes);
  const validity = validityAt(ctx);
  notes.push(...validity.notes);
  const expired = offer?.expired ?? (validity.expired ? 'Expired' : null);
  if (options.kind === 'offerObject' && record(options.pairedClass))
    notes.push({
      tone: 'info',
      text: `Drawn with the open class ${quote(text(cls?.id) ?? '')}: edit its fields in that document.`,
    });
  if (options.kind === 'offerClass')
    notes.push({
      tone: 'info',
      text: 'Barcode, state and expiry come from the sample offer: sample data, never exported.',
    });
  const barcode = transit ? sampleBarcode(ctx, trip.ticketNumber) : offerBarcode(ctx);
  const journey = transitOnly?.journey ?? null;
  const section = barcodeSection(templateInfo, templateAt, ctx);
  const rows = listRows(templateInfo, templateAt, ctx, journey, {
    first: kindParts.list.first,
    second: kindParts.list.second,
  });

  return {
    kind: options.kind,
    language,
    languages: collectLanguages(doc),
    colours: {
      background,
      text: cardTextColour(background),
      label: cardLabelColour(background),
    },
    header: kindParts.header,
    title: offer?.title ?? null,
    provider: offer?.provider ?? null,
    journey,
    vehicle: transitOnly?.vehicle ?? null,
    rows: allRows.slice(0, maxCardRows),
    barcodeSection: section,
    barcode,
    hero: kindParts.hero,
    demo: options.demoMode === true,
    leftOut: rowsLeftOut ? [rowsLeftOut] : [],
    // The "Expires" line only when no card row or barcode-section slot already shows the end date.
    validity: showsEnd([
      ...allRows.slice(0, maxCardRows).flatMap((row) => row.items),
      section.topStart,
      section.topEnd,
      section.bottom,
    ])
      ? null
      : (offer?.validity ?? null),
    expired,
    notYetValid: expired ? null : validity.notYetValid,
    hidden: hiddenAtMoment(ctx),
    barcodeHidden: transitOnly?.barcodeHidden ?? null,
    itinerary: transitOnly?.itinerary ?? null,
    activation: transitOnly?.activation ?? null,
    appLink:
      (options.kind === 'offerObject' ? appLink(doc, [], language) : null) ??
      appLink(cls, classAt, language),
    shimmer:
      enumValue(animationTypeSchema, record(cls?.securityAnimation)?.animationType) ===
      'FOIL_SHIMMER',
    details: detailsModules(ctx, {
      lead: kindParts.lead,
      templateItems: detailsItems(templateInfo, templateAt, ctx),
    }),
    list: {
      place: expired ? 'Expired passes' : 'Passes',
      logo: kindParts.list.logo,
      title: kindParts.list.title,
      ...rows,
    },
    notes,
    problems:
      barcode?.problem && barcode.segments
        ? [{ segments: barcode.segments, message: barcode.problem }]
        : [],
  };
}
