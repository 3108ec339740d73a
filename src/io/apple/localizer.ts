/** A Google LocalizedString's shape. */
export interface LocalizedValue {
  defaultValue: { language: string; value: string };
  translatedValues?: { language: string; value: string }[];
}

/**
 * Reads pass.json values as Wallet does: each is a key of the `pass.strings` files, shown as is
 * where a language has no entry. English, when the pass has it, is the default text.
 */
export function localizer(strings: Record<string, Record<string, string>>) {
  const used = new Set<string>();
  const text = (value: unknown): { text: string; localized?: LocalizedValue } | undefined => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const key = String(value);
    const translations = Object.entries(strings).flatMap(([language, entries]) => {
      const found = entries[key];
      if (found === undefined) return [];
      used.add(key);
      return [{ language, value: found }];
    });
    const english = translations.find((t) => t.language === 'en' || t.language.startsWith('en-'));
    const shown = english?.value ?? key;
    const others = translations.filter((t) => t !== english && t.value !== shown);
    return others.length === 0
      ? { text: shown }
      : {
          text: shown,
          localized: {
            defaultValue: { language: english?.language ?? 'en', value: shown },
            translatedValues: others,
          },
        };
  };
  return { text, used };
}
