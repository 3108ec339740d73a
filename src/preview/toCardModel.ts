import { safeLinkHref } from '../io';
import { animationTypeSchema, type ResourceKind } from '../schema';
import type { ActionModel, CardModel, FieldModel, Note } from './cardModel';
import { textColourFor, toHexColour } from './contrast';
import { detailsModules } from './detailsModules';
import { listRows } from './listRow';
import { collectLanguages, localize } from './localize';
import type { ModelContext } from './modelContext';
import { offerBarcode, sampleBarcode } from './barcodeModel';
import { offerParts } from './offerCard';
import { enumValue, record, text } from './read';
import { defaultSampleTrip, sampleTripObject, type SampleTrip } from './sampleTrip';
import { barcodeSection, cardRows, detailsItems } from './templateViews';
import { transitParts } from './transitCard';

export interface CardModelOptions {
  kind: ResourceKind;
  /** Language to show; default values when unset. */
  language?: string;
  /** The moment the preview shows: message intervals, rotating codes. */
  now?: Date;
  sampleTrip?: SampleTrip;
  /** Locale for dates; the language, else en-US. */
  locale?: string;
  /** The viewer's time zone for instants; the runtime's when unset. */
  timeZone?: string;
}

/** Google displays at most this many card rows. */
export const maxCardRows = 3;

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
    label: localize(data.displayText, language) ?? 'Open app',
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
 * Everything the preview shows for a document, resolved into plain data (PREVIEW.md). Pure: the
 * same document and options give the same model. Reads defensively, so a half-typed or invalid
 * document still previews.
 */
export function toCardModel(document: unknown, options: CardModelOptions): CardModel {
  const doc = record(document) ?? {};
  const language = options.language ?? null;
  const trip = options.sampleTrip ?? defaultSampleTrip;
  const transit = options.kind === 'transitClass';
  const cls = transit ? doc : record(doc.classReference);
  const classAt = transit ? [] : ['classReference'];
  const ctx: ModelContext = {
    kind: options.kind,
    cls,
    obj: transit ? sampleTripObject(trip) : doc,
    sources: transit
      ? { class: doc, object: sampleTripObject(trip), classSegments: [], objectSegments: null }
      : { class: cls, object: doc, classSegments: cls ? classAt : null, objectSegments: [] },
    classAt,
    language,
    locale: options.locale ?? language ?? 'en-US',
    timeZone: options.timeZone,
    now: options.now ?? new Date(),
  };
  const notes: Note[] = [];

  const rawColour = transit
    ? doc.hexBackgroundColor
    : (doc.hexBackgroundColor ?? cls?.hexBackgroundColor);
  const colour = toHexColour(rawColour);
  if (rawColour !== undefined && rawColour !== null && !colour)
    notes.push({
      tone: 'warning',
      text: `Background colour ${JSON.stringify(rawColour)} is not #rgb or #rrggbb, so it is ignored.`,
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
  if (allRows.length > maxCardRows)
    notes.push({
      tone: 'warning',
      text: `Google Wallet shows ${maxCardRows} card rows; ${allRows.length - maxCardRows} more are not shown.`,
    });
  if (record(record(templateInfo)?.listTemplateOverride)?.thirdRowOption)
    notes.push({
      tone: 'info',
      text: 'thirdRowOption is deprecated and has no effect on the list row.',
    });

  const transitOnly = transit ? transitParts(ctx, trip) : null;
  const offer = transitOnly ? null : offerParts(ctx);
  const kindParts = transitOnly ?? offer!;
  notes.push(...kindParts.notes);
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
    colours: { background, text: textColourFor(background) },
    header: kindParts.header,
    title: offer?.title ?? null,
    provider: offer?.provider ?? null,
    journey,
    vehicle: transitOnly?.vehicle ?? null,
    rows: allRows.slice(0, maxCardRows),
    barcodeSection: section,
    barcode,
    hero: kindParts.hero,
    // The "Expires" line only when no card row or barcode-section slot already shows the end date.
    validity: showsEnd([
      ...allRows.slice(0, maxCardRows).flatMap((row) => row.items),
      section.topStart,
      section.topEnd,
      section.bottom,
    ])
      ? null
      : (offer?.validity ?? null),
    expired: offer?.expired ?? null,
    itinerary: transitOnly?.itinerary ?? null,
    activation: transitOnly?.activation ?? null,
    appLink: (transit ? null : appLink(doc, [], language)) ?? appLink(cls, classAt, language),
    shimmer:
      enumValue(animationTypeSchema, record(cls?.securityAnimation)?.animationType) ===
      'FOIL_SHIMMER',
    details: detailsModules(ctx, {
      lead: kindParts.lead,
      templateItems: detailsItems(templateInfo, templateAt, ctx),
    }),
    list: { logo: kindParts.list.logo, title: kindParts.list.title, ...rows },
    notes,
    problems:
      barcode?.problem && barcode.segments
        ? [{ segments: barcode.segments, message: barcode.problem }]
        : [],
  };
}
