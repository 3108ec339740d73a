import { knownTimeZone } from '../io/timeline';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the preview's panels write it: "Apr 28, 2026, 8:00 PM" in `zone`. */
export function momentText(at: number, zone: string, locale = 'en-US'): string {
  const key = `${locale}|${zone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: knownTimeZone(zone) ?? 'UTC',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(at).replace(/[\u202f\u00a0]/g, ' ');
}
