import { enumInfo, enumSchemas } from '../schema/enums';
import { introspect, walkNodes } from '../schema/introspect';
import { resourceKinds, resourceSchemas } from '../schema/resources';

/** Every enum value's UPPER_SNAKE_CASE spelling: a message names the value's label instead. */
const ENUM_NAMES = new Set(
  Object.values(enumSchemas).flatMap((schema) => enumInfo.get(schema)?.values ?? []),
);

/** Every field's JSON name of two or more words (issuerName): a message says its label. */
const FIELD_KEYS = new Set(
  resourceKinds.flatMap((kind) =>
    [...walkNodes(introspect(resourceSchemas[kind]))]
      .map((node) => node.key)
      .filter((key) => /^[a-z]+[A-Z]/.test(key)),
  ),
);

/** What a designer should never have to read outside a "Show path" detail or the JSON view. */
const RAW: readonly [what: string, pattern: RegExp][] = [
  // '/classReference/titleImage/sourceUri/kind', not the path of a URL ('example.com/a/b').
  ['a JSON path', /(?<![\w.:/])\/[A-Za-z][\w~-]*(?:\/[\w~-]+)+/g],
  // textModulesData['id'], ["id"], a.b[0]
  ['a field path', /[A-Za-z_]\w*(?:\.\w+)*(?:\[\d+\]|\[['"][^'"\]]*['"]\])/g],
  // validTimeInterval.start, class.issuerName: names joined by dots, one of them lowerCamelCase
  // or led by a template's scope; not a host (example.com) nor an ID (3388….a).
  [
    'a dotted field name',
    /\b(?:(?:class|object)\.[a-z]\w*|[a-z]+[A-Z]\w*\.[a-z]\w*|[a-z]\w*\.[a-z]+[A-Z]\w*)\b/g,
  ],
  ['an UPPER_CASE name', /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g],
  // {"sortIndex":1}: a value shown as JSON, not in words.
  ['a JSON object', /\{\s*"[^"]*"\s*:/g],
];

/**
 * The raw JSON a text shows a designer: paths ('/a/b', 'a.b[0]', "['id']", 'class.title'), a
 * field's JSON name (issuerName) and UPPER_CASE enum names, each as "what: the fragment". Empty
 * when the text speaks in the editor's words.
 */
export function rawWords(text: string): string[] {
  const found = RAW.flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((match) => `${what}: ${match[0]}`),
  );
  for (const word of text.match(/\b[A-Z][A-Z0-9]+\b/g) ?? []) {
    if (ENUM_NAMES.has(word) && !word.includes('_')) found.push(`an enum name: ${word}`);
  }
  for (const word of text.match(/\b[a-z]+[A-Z]\w*\b/g) ?? []) {
    if (FIELD_KEYS.has(word)) found.push(`a field’s JSON name: ${word}`);
  }
  return found;
}
