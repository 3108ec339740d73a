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

/** Every language tag used by a LocalizedString anywhere in the document, in document order. */
export function collectLanguages(document: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 64) return;
    if (Array.isArray(value)) {
      value.forEach((item) => visit(item, depth + 1));
      return;
    }
    if (!isRecord(value)) return;
    if ('defaultValue' in value || 'translatedValues' in value) {
      for (const entry of [value.defaultValue, ...list(value.translatedValues)]) {
        const language = text(record(entry)?.language);
        if (language) found.add(language.trim());
      }
    }
    Object.values(value).forEach((child) => visit(child, depth + 1));
  };
  visit(document, 0);
  return [...found];
}
