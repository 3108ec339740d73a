import { deviceTimeZone, knownTimeZone, type PassParts } from '../io/timeline';
import type { ResourceKind } from '../schema';
import { record, type Json, type Segments } from './read';
import type { TemplateSources } from './resolveTemplate';
import { defaultSampleOffer, sampleOfferObject, type SampleOffer } from './sampleOffer';
import { defaultSampleTrip, sampleTripObject, type SampleTrip } from './sampleTrip';

/**
 * The first segment of every path into a paired class: those paths point into the open class
 * document, not into the offer object being previewed. The host opens that document at the rest.
 */
export const pairedClassSegment = '(paired class)';

/** What every part of toCardModel reads: the class and object, their places, the viewer. */
export interface ModelContext {
  kind: ResourceKind;
  /** The class (transit or offer class, embedded or paired) and the object (offer, or a sample). */
  cls: Json | undefined;
  obj: Json | undefined;
  sources: TemplateSources;
  /** Where the class sits: [] (edited here), ['classReference'], or [pairedClassSegment]. */
  classAt: Segments;
  language: string | null;
  locale: string;
  timeZone: string | undefined;
  /** The zone the pass is seen in: the viewer's, else the runtime's. Places dates without an offset. */
  zone: string;
  now: Date;
  /** The moment follows the clock: a rotating barcode ticks. False for a chosen moment. */
  live: boolean;
  /** Transit: the sample ticket's activation, `YYYY-MM-DDTHH:mm` local time; '' not activated. */
  activatedAt: string;
}

export interface ContextOptions {
  kind: ResourceKind;
  language?: string;
  now?: Date;
  sampleTrip?: SampleTrip;
  sampleOffer?: SampleOffer;
  pairedClass?: unknown;
  locale?: string;
  timeZone?: string;
  live?: boolean;
}

// One sample object per sample trip or offer: slots that read it keep their memo (partMemo).
const sampleObjects = new WeakMap<object, Json>();
function sampleObject<T extends object>(sample: T, build: (sample: T) => Json): Json {
  let object = sampleObjects.get(sample);
  if (!object) sampleObjects.set(sample, (object = build(sample)));
  return object;
}

/**
 * Who plays class and who plays object for each kind: a transit class with the sample trip, an
 * offer class with the sample offer, an offer object with its paired class (when given) or its
 * embedded classReference.
 */
export function buildContext(document: unknown, options: ContextOptions): ModelContext {
  const doc = record(document) ?? {};
  const language = options.language ?? null;
  const viewer = {
    kind: options.kind,
    language,
    locale: options.locale ?? language ?? 'en-US',
    timeZone: options.timeZone,
    zone: knownTimeZone(options.timeZone) ?? deviceTimeZone(),
    now: options.now ?? new Date(),
    live: options.live ?? options.now === undefined,
    activatedAt: options.sampleTrip?.activatedAt ?? defaultSampleTrip.activatedAt,
  };
  if (options.kind === 'offerObject') {
    const paired = record(options.pairedClass);
    const cls = paired ?? record(doc.classReference);
    const classAt = paired ? [pairedClassSegment] : ['classReference'];
    return {
      ...viewer,
      cls,
      obj: doc,
      sources: { class: cls, object: doc, classSegments: cls ? classAt : null, objectSegments: [] },
      classAt,
    };
  }
  const sample =
    options.kind === 'transitClass'
      ? sampleObject(options.sampleTrip ?? defaultSampleTrip, sampleTripObject)
      : sampleObject(options.sampleOffer ?? defaultSampleOffer, sampleOfferObject);
  return {
    ...viewer,
    cls: doc,
    obj: sample,
    sources: { class: doc, object: sample, classSegments: [], objectSegments: null },
    classAt: [],
  };
}

/** The pass as src/io/timeline reads it: the timeline and the card's moment read the same parts. */
export function passPartsOfContext(ctx: ModelContext): PassParts {
  return {
    kind: ctx.kind,
    cls: ctx.cls,
    classAt: ctx.classAt,
    obj: ctx.obj,
    objectAt: ctx.sources.objectSegments,
    activatedAt: ctx.activatedAt,
  };
}

export function at(base: Segments, ...rest: (string | number)[]): Segments {
  return [...base, ...rest];
}
