import { enumInfo, enumSchemas } from '../schema/enums';

/** Every enum value's UPPER_SNAKE_CASE spelling: a message names the value's label instead. */
const ENUM_NAMES = new Set(
  Object.values(enumSchemas).flatMap((schema) => enumInfo.get(schema)?.values ?? []),
);

/** What a designer should never have to read outside a "Show path" detail or the JSON view. */
const RAW: readonly [what: string, pattern: RegExp][] = [
  // '/classReference/titleImage/sourceUri/kind', not the path of a URL ('example.com/a/b').
  ['a JSON path', /(?<![\w.:/])\/[A-Za-z][\w~-]*(?:\/[\w~-]+)+/g],
  // textModulesData['id'], ["id"], a.b[0]
  ['a field path', /[A-Za-z_]\w*(?:\.\w+)*(?:\[\d+\]|\[['"][^'"\]]*['"]\])/g],
  // validTimeInterval.start, classReference.id: lowerCamelCase names joined by dots
  ['a dotted field name', /\b[a-z]+[A-Z]\w*\.[a-z]\w*\b/g],
  ['an UPPER_CASE name', /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g],
];

/**
 * The raw JSON a text shows a designer: paths ('/a/b', 'a.b[0]', "['id']") and UPPER_CASE enum
 * names, each as "what: the fragment". Empty when the text speaks in the editor's words.
 */
export function rawWords(text: string): string[] {
  const found = RAW.flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((match) => `${what}: ${match[0]}`),
  );
  for (const word of text.match(/\b[A-Z][A-Z0-9]+\b/g) ?? []) {
    if (ENUM_NAMES.has(word) && !word.includes('_')) found.push(`an enum name: ${word}`);
  }
  return found;
}
