import { isRecord, type Segments } from '../walkDocument';

/** Every text of a LocalizedString (default value and each translation), with its path and language. */
export function localizedValues(
  value: unknown,
  segments: Segments,
): { text: string; language: unknown; segments: Segments }[] {
  if (!isRecord(value)) return [];
  const entries: { text: string; language: unknown; segments: Segments }[] = [];
  const add = (entry: unknown, at: Segments) => {
    if (isRecord(entry) && typeof entry.value === 'string') {
      entries.push({ text: entry.value, language: entry.language, segments: [...at, 'value'] });
    }
  };
  add(value.defaultValue, [...segments, 'defaultValue']);
  if (Array.isArray(value.translatedValues)) {
    value.translatedValues.forEach((entry, i) => add(entry, [...segments, 'translatedValues', i]));
  }
  return entries;
}
