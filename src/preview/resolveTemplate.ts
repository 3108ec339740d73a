import { parseFieldPath, safeImageSrc, safeLinkHref } from '../io';
import { formatDate, type DateFormat } from './formatDate';
import { localize, pick } from './localize';
import { isRecord, list, record, text, type Json, type Segments } from './read';

/** Where template paths point: the class and object, and their place in the edited document. */
export interface TemplateSources {
  class?: unknown;
  object?: unknown;
  /** Segments of the class inside the edited document ([] or ['classReference']); null when it is not edited here. */
  classSegments: Segments | null;
  objectSegments: Segments | null;
}

export interface ResolvedPath {
  value: unknown;
  /** Where the value sits in the edited document; null for sample data. */
  segments: Segments | null;
  scope: 'class' | 'object';
  /** The path in dot form without ids: 'ticketLeg.carriage', 'textModulesData'. */
  dotted: string;
}

/** Follows a FieldReference.fieldPath, recording the document segments on the way. */
export function resolvePath(fieldPath: string, sources: TemplateSources): ResolvedPath | undefined {
  const parsed = parseFieldPath(fieldPath.trim());
  if (!parsed) return undefined;
  let value: unknown = sources[parsed.scope];
  const base = parsed.scope === 'class' ? sources.classSegments : sources.objectSegments;
  const segments: (string | number)[] = base ? [...base] : [];
  const names: string[] = [];
  for (const step of parsed.steps) {
    if ('property' in step) {
      value = isRecord(value) ? value[step.property] : undefined;
      segments.push(step.property);
      names.push(step.property);
    } else {
      const items = list(value);
      const index = items.findIndex((item) => record(item)?.id === step.id);
      value = items[index];
      segments.push(index);
    }
    if (value === undefined || value === null) return undefined;
  }
  return { value, segments: base ? segments : null, scope: parsed.scope, dotted: names.join('.') };
}

export interface DisplayOptions {
  language: string | null;
  dateFormat?: DateFormat;
  locale?: string;
  timeZone?: string;
}

/** What a resolved value shows: text, and for some kinds a label of its own, a link or an image. */
export interface DisplayValue {
  text?: string;
  label?: string;
  href?: string;
  imageUri?: string;
  imageSrc?: string;
}

function money(value: Json): string | undefined {
  const micros = Number(value.micros);
  const currency = text(value.currencyCode);
  if (!Number.isFinite(micros) || !currency) return undefined;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(micros / 1e6);
  } catch {
    return `${micros / 1e6} ${currency}`;
  }
}

/**
 * How a value met at the end of a template path is shown: a text module as label = header,
 * value = body; a LocalizedString in the viewer's language; a DateTime or date string with
 * `dateFormat`; a Uri as its description, linked; an image module as its image.
 */
export function displayValue(value: unknown, options: DisplayOptions): DisplayValue | undefined {
  const { language } = options;
  const date = (raw: string) => formatDate(raw, options.dateFormat, options);
  if (typeof value === 'string') return text(value) ? { text: date(value) } : undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value) };
  if (Array.isArray(value)) {
    const parts = value.map((item) => displayValue(item, options)?.text).filter(Boolean);
    return parts.length ? { text: parts.join(', ') } : undefined;
  }
  if (!isRecord(value)) return undefined;
  if ('defaultValue' in value || 'translatedValues' in value) {
    const localized = localize(value, language);
    return localized ? { text: localized } : undefined;
  }
  if (['header', 'body', 'localizedHeader', 'localizedBody'].some((key) => key in value)) {
    const label = pick(value.localizedHeader, value.header, language);
    const body = pick(value.localizedBody, value.body, language);
    return label || body ? { label, text: body } : undefined;
  }
  if (typeof value.date === 'string')
    return text(value.date) ? { text: date(value.date) } : undefined;
  if ('micros' in value) return money(value) ? { text: money(value) } : undefined;
  if ('uri' in value && !('sourceUri' in value)) {
    const uri = text(value.uri);
    if (!uri) return undefined;
    return {
      text: pick(value.localizedDescription, value.description, language) ?? uri,
      href: safeLinkHref(uri) ?? undefined,
    };
  }
  const image = record(value.mainImage) ?? (isRecord(value.sourceUri) ? value : undefined);
  const imageUri = text(record(image?.sourceUri)?.uri);
  if (imageUri)
    return {
      imageUri,
      imageSrc: safeImageSrc(imageUri) ?? undefined,
      text: localize(image?.contentDescription, language),
    };
  return undefined;
}
