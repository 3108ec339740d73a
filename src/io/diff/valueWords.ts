import type { FieldNode } from '../../schema/introspect';
import type { ResourceKind } from '../../schema/resources';
import { fieldPathName } from '../fieldPathLabel';
import { lowerFirst } from '../describeValue';
import { isRecord } from '../walkDocument';

/** A value as a designer reads it: words, and the colour itself where the value is one. */
export interface ValueWords {
  text: string;
  /** A CSS colour to draw beside the text (a background colour's swatch). */
  colour?: string;
}

/** Characters of a text shown before "…". */
const MAX = 60;
/** Values of an object named before "…". */
const SHOWN = 2;
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function nounPlural(noun: string): string {
  if (/(s|x|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** "1 text module", "3 text modules": a count of a schema's item label, in a sentence. */
export const countOf = (count: number, item: string) =>
  `${count} ${lowerFirst(count === 1 ? item : nounPlural(item))}`;

/** One line of text, cut at its end: prose reads from its start. */
function shorten(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > MAX ? `${chars.slice(0, MAX - 1).join('')}…` : chars.join('');
}

/** An address cut in its middle: two URLs differ in their ends (logo.png, logo-night.png). */
function shortenMiddle(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= MAX) return text;
  const head = Math.floor((MAX - 1) / 2);
  const tail = chars.slice(chars.length - (MAX - 1 - head));
  return `${chars.slice(0, head).join('')}…${tail.join('')}`;
}

const child = (node: FieldNode | undefined, key: string) =>
  node?.children?.find((c) => c.key === key);

function textOf(node: FieldNode | undefined, value: string, kind?: ResourceKind): ValueWords {
  if (value === '') return { text: 'empty' };
  // A template's field path names a field: said by its label, as the template editor says it.
  if (node?.key === 'fieldPath' && kind) return { text: fieldPathName(value, kind) };
  if (node?.enum) {
    const upper = node.enum.toUpper[value] ?? value;
    return { text: node.enum.labels[upper] ?? value };
  }
  if (node?.ui?.widget === 'color' && HEX.test(value)) return { text: value, colour: value };
  if (node?.format === 'uri' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value))
    return { text: shortenMiddle(value) };
  return { text: shorten(value) };
}

function objectOf(
  node: FieldNode | undefined,
  value: Record<string, unknown>,
  kind?: ResourceKind,
): ValueWords {
  if (node?.typeName === 'LocalizedString') {
    const base = isRecord(value.defaultValue) ? value.defaultValue.value : undefined;
    const text = typeof base === 'string' ? textOf(undefined, base).text : 'no default text';
    const count = Array.isArray(value.translatedValues) ? value.translatedValues.length : 0;
    return { text: count > 0 ? `${text} (+${countOf(count, 'translation')})` : text };
  }
  if (node?.typeName === 'Image') {
    const source = value.sourceUri;
    const uri = isRecord(source) ? source.uri : undefined;
    return { text: typeof uri === 'string' ? textOf(undefined, uri).text : 'no image URL' };
  }
  // The form's order where the schema knows it, the document's otherwise.
  const keys = node?.children?.map((c) => c.key).filter((key) => key in value) ?? [];
  for (const key of Object.keys(value)) if (!keys.includes(key)) keys.push(key);
  const set = keys.filter((key) => value[key] !== undefined && value[key] !== null);
  if (set.length === 0) return { text: 'empty' };
  const shown = set
    .slice(0, SHOWN)
    .map((key) => valueWords(child(node, key), value[key], kind).text);
  return { text: shown.join(', ') + (set.length > SHOWN ? ', …' : '') };
}

/**
 * A JSON value in words for a list of differences, by its field: an enumeration's label, a
 * colour with its swatch, "3 text modules" for rows, a title's default text, an image's URL,
 * a text shortened, "Yes" or "No", a template's field path by its label (with the document's
 * `kind`); never JSON.
 */
export function valueWords(
  node: FieldNode | undefined,
  value: unknown,
  kind?: ResourceKind,
): ValueWords {
  if (value === undefined || value === null) return { text: 'none' };
  if (typeof value === 'string') return textOf(node, value, kind);
  if (typeof value === 'boolean') return { text: value ? 'Yes' : 'No' };
  if (typeof value === 'number' || typeof value === 'bigint') return { text: String(value) };
  if (Array.isArray(value)) {
    if (node?.element?.kind === 'object' || value.some(isRecord))
      return { text: countOf(value.length, node?.element?.label ?? 'Item') };
    if (value.length === 0) return { text: 'none' };
    return {
      text: shorten(value.map((item) => valueWords(node?.element, item, kind).text).join(', ')),
    };
  }
  return isRecord(value) ? objectOf(node, value, kind) : { text: typeof value };
}
