import { isRecord, list, record, text } from './read';

/**
 * The text of a LocalizedString for `language`: the matching translation (exact tag first, then
 * the same primary language: 'fr' finds 'fr-CA'), else the default value.
 */
export function localize(value: unknown, language: string | null): string | undefined {
  const localized = record(value);
  if (!localized) return undefined;
  const fallback = text(record(localized.defaultValue)?.value);
  if (!language) return fallback;
  const entries = [record(localized.defaultValue), ...list(localized.translatedValues).map(record)];
  const wanted = language.toLowerCase();
  const primary = wanted.split('-')[0];
  const tagOf = (entry: (typeof entries)[number]) =>
    typeof entry?.language === 'string' ? entry.language.toLowerCase() : '';
  const exact = entries.find((entry) => tagOf(entry) === wanted && text(entry?.value));
  const near = entries.find(
    (entry) => tagOf(entry).split('-')[0] === primary && text(entry?.value),
  );
  return text((exact ?? near)?.value) ?? fallback;
}

/**
 * Which of a pair the viewer sees: `localized<Key>` when it has text, else `key`. The preview
 * jumps to that field, so a click lands where the shown text is edited.
 */
export function shownKey(source: unknown, key: string, language: string | null): string {
  const localizedKey = `localized${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  return localize(record(source)?.[localizedKey], language) ? localizedKey : key;
}

/** A localized form when it has text, else the plain form: Google's precedence for pairs. */
export function pick(
  localized: unknown,
  plain: unknown,
  language: string | null,
): string | undefined {
  return localize(localized, language) ?? text(plain);
}

const none: readonly string[] = [];
// Per object: a snapshot keeps the identity of every part an edit left alone, so a keystroke
// walks only the path to what it changed.
const languagesOf = new WeakMap<object, readonly string[]>();

function languagesIn(value: unknown, depth: number): readonly string[] {
  if (depth > 64 || typeof value !== 'object' || value === null) return none;
  const known = languagesOf.get(value);
  if (known) return known;
  const found = new Set<string>();
  if (
    !Array.isArray(value) &&
    isRecord(value) &&
    ('defaultValue' in value || 'translatedValues' in value)
  ) {
    for (const entry of [value.defaultValue, ...list(value.translatedValues)]) {
      const language = text(record(entry)?.language);
      if (language) found.add(language.trim());
    }
  }
  for (const child of Array.isArray(value) ? value : Object.values(value))
    for (const language of languagesIn(child, depth + 1)) found.add(language);
  const languages = found.size === 0 ? none : [...found];
  languagesOf.set(value, languages);
  return languages;
}

/** Every language tag used by a LocalizedString anywhere in the document, in document order. */
export function collectLanguages(document: unknown): string[] {
  return [...languagesIn(document, 0)];
}
