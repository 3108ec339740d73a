import { knownTimeZone } from '../io/timeline';

const formatters = new Map<string, Intl.DateTimeFormat>();
// The timeline writes every event's time on each render; the same instants come back each time.
const written = new Map<string, string>();
const WRITTEN_MAX = 5_000;

/** An instant as the preview's panels write it: "Apr 28, 2026, 8:00 PM" in `zone`. */
export function momentText(at: number, zone: string, locale = 'en-US'): string {
  const key = `${locale}|${zone}`;
  const textKey = `${key}|${at}`;
  const known = written.get(textKey);
  if (known !== undefined) return known;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: knownTimeZone(zone) ?? 'UTC',
    });
    formatters.set(key, formatter);
  }
  const text = formatter.format(at).replace(/[\u202f\u00a0]/g, ' ');
  if (written.size >= WRITTEN_MAX) written.clear();
  written.set(textKey, text);
  return text;
}
