import { quote } from '../describeValue';
import { isRecord } from '../walkDocument';
import { localizedValues } from './localizedValues';
import { REFERENCE, type ReadinessRule } from './readinessRule';

// RFC 5646 "langtag" (no grandfathered tags): language, script, region, variants, extensions, private use.
const BCP47 =
  /^(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?(?:-(?:[a-z\d]{5,8}|\d[a-z\d]{3}))*(?:-[\da-wyz](?:-[a-z\d]{2,8})+)*(?:-x(?:-[a-z\d]{1,8})+)?$|^x(?:-[a-z\d]{1,8})+$/i;

export const isLanguageTag = (tag: string) => BCP47.test(tag);

const SOURCE = `${REFERENCE}/LocalizedString`;

export const languageTagRule: ReadinessRule = {
  id: 'google.language',
  title: 'Every language and languageOverride is a well-formed BCP 47 tag',
  source: SOURCE,
  scope: 'subtree',
  check: ({ withKey }) =>
    withKey('language', 'languageOverride').flatMap(({ node, value, segments }) => {
      if (typeof value !== 'string') return [];
      if (node.key !== 'language' && node.key !== 'languageOverride') return [];
      if (isLanguageTag(value)) return [];
      return [
        {
          segments,
          message: `${quote(value)} is not a BCP 47 language tag such as “en”, “en-US” or “de-AT”; Google cannot match it to a device language`,
        },
      ];
    }),
};

export const languageDuplicateRule: ReadinessRule = {
  id: 'google.language.duplicate',
  title: 'No language appears twice in one localized string',
  source: SOURCE,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('LocalizedString').flatMap(({ value, segments }) => {
      // Cheap first: most texts have no translation, or none that repeats a language.
      if (!isRecord(value) || !Array.isArray(value.translatedValues)) return [];
      if (value.translatedValues.length === 0) return [];
      const seen = new Map<string, string>();
      return localizedValues(value, segments).flatMap((entry) => {
        if (typeof entry.language !== 'string' || entry.language === '') return [];
        const key = entry.language.toLowerCase();
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, entry.text);
          return [];
        }
        const row = entry.segments.slice(0, -1);
        // The same words twice: the second goes. Different words: which one stays is the designer's.
        const same = first === entry.text && row.at(-2) === 'translatedValues';
        return [
          {
            segments: [...row, 'language'],
            message: same
              ? `Language ${quote(entry.language)} appears twice in this text, with the same words; Google shows only one of them`
              : `Language ${quote(entry.language)} appears twice in this text, with different words; Google shows only one of them: keep the one you mean`,
            ...(same && {
              fix: {
                name: 'Remove the repeated translation',
                changes: [{ op: 'remove' as const, segments: row }],
              },
            }),
          },
        ];
      });
    }),
};

/**
 * A translated text whose default has no text: Google requires the default (LocalizedString
 * `defaultValue`), and shows it to every viewer whose language has no translation, so the
 * translations alone show those viewers nothing.
 */
export const languageDefaultRule: ReadinessRule = {
  id: 'google.language.default',
  title: 'A localized string with translations has a default text',
  source: SOURCE,
  scope: 'subtree',
  check: ({ ofType }) =>
    ofType('LocalizedString').flatMap(({ value, segments }) => {
      if (!isRecord(value) || !Array.isArray(value.translatedValues)) return [];
      const translated = localizedValues(value, segments).filter(
        (entry) => entry.segments.at(-3) === 'translatedValues' && entry.text !== '',
      );
      const fallback = isRecord(value.defaultValue) ? value.defaultValue.value : undefined;
      if (translated.length === 0 || (typeof fallback === 'string' && fallback !== '')) return [];
      return [
        {
          segments: [...segments, 'defaultValue', 'value'],
          message: `The default text is missing while ${translated.length === 1 ? 'a translation has' : 'translations have'} text; Google requires it and shows it to viewers of every other language: type it, or remove the translations`,
        },
      ];
    }),
};

let names: { language: Intl.DisplayNames; region: Intl.DisplayNames } | null | undefined;

/** The runtime's CLDR names, made on first use; null where Intl.DisplayNames is missing. */
function displayNames() {
  if (names !== undefined) return names;
  try {
    names = {
      language: new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }),
      region: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
    };
  } catch {
    names = null;
  }
  return names;
}

function named(names: Intl.DisplayNames, code: string): boolean {
  try {
    const name = names.of(code);
    return name !== undefined && name !== 'Unknown Region' && name !== 'Unknown language';
  } catch {
    return false;
  }
}

// A pass repeats a handful of tags thousands of times; a lookup costs far more than a map's.
const UNNAMED_CACHE_SIZE = 512;
const unnamedParts = new Map<string, string | undefined>();

/**
 * What a well-formed tag fails to name ("“xx” is no language"), or undefined. Languages and
 * regions are looked up in the runtime's CLDR data (Intl.DisplayNames), as devices match them.
 */
function unnamedPart(tag: string): string | undefined {
  if (unnamedParts.has(tag)) return unnamedParts.get(tag);
  if (unnamedParts.size >= UNNAMED_CACHE_SIZE) unnamedParts.clear();
  const part = lookUpUnnamedPart(tag);
  unnamedParts.set(tag, part);
  return part;
}

function lookUpUnnamedPart(tag: string): string | undefined {
  const cldr = displayNames();
  if (!cldr) return undefined;
  if (/^x-/i.test(tag)) return 'it is private use and names no language';
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return undefined;
  }
  if (!named(cldr.language, locale.language)) return `“${locale.language}” is no language`;
  if (locale.region && !named(cldr.region, locale.region)) return `“${locale.region}” is no region`;
  return undefined;
}

export const languageKnownRule: ReadinessRule = {
  id: 'google.language.known',
  title: 'A well-formed language tag names a real language (and region)',
  source: SOURCE,
  scope: 'subtree',
  check: ({ withKey }) =>
    withKey('language', 'languageOverride').flatMap(({ node, value, segments }) => {
      if (typeof value !== 'string' || value === '') return [];
      if (node.key !== 'language' && node.key !== 'languageOverride') return [];
      if (!isLanguageTag(value)) return [];
      const problem = unnamedPart(value);
      if (!problem) return [];
      return [
        {
          segments,
          message: `${quote(value)} is a well-formed tag, but ${problem}; no device matches it, so Google ${node.key === 'languageOverride' ? 'cannot show the pass in it' : 'never shows this translation'}`,
        },
      ];
    }),
};
