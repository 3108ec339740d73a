import { isRecord } from '../walkDocument';

/** Translations gathered for the package: language → default text → translated text. */
export type StringsTable = Record<string, Record<string, string>>;

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A LocalizedString's default text (or a plain string), and its translations. */
export function localizedText(value: unknown): { text?: string; translations: [string, string][] } {
  if (!isRecord(value)) return { text: text(value), translations: [] };
  const defaultValue = isRecord(value.defaultValue) ? text(value.defaultValue.value) : undefined;
  const translations = (Array.isArray(value.translatedValues) ? value.translatedValues : [])
    .filter(isRecord)
    .flatMap((t) =>
      text(t.language) && text(t.value)
        ? [[String(t.language), String(t.value)] as [string, string]]
        : [],
    );
  return { text: defaultValue ?? translations[0]?.[1], translations };
}

/**
 * The default text of a plain field or its localized twin, with each translation added to
 * `strings` under that text: Wallet looks a value up in `<lang>.lproj/pass.strings` by itself.
 */
export function textOf(strings: StringsTable, plain: unknown, twin?: unknown): string | undefined {
  const localized = localizedText(twin);
  const found = text(plain) ?? localized.text;
  if (found)
    for (const [language, value] of localized.translations)
      (strings[language] ??= {})[found] = value;
  return found;
}

/** A language → translation list as Google's translatedValues. */
export function translatedValues(
  strings: StringsTable,
  key: string,
): { language: string; value: string }[] {
  return Object.entries(strings).flatMap(([language, entries]) =>
    entries[key] !== undefined ? [{ language, value: entries[key] }] : [],
  );
}
