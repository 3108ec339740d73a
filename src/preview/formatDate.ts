import { knownTimeZone, readDateTime } from '../io/timeline';
export type DateFormat = 'DATE_TIME' | 'DATE_ONLY' | 'TIME_ONLY' | 'DATE_TIME_YEAR' | 'DATE_YEAR';

const parts: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  DATE_TIME: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  DATE_ONLY: { month: 'short', day: 'numeric' },
  TIME_ONLY: { hour: 'numeric', minute: '2-digit' },
  DATE_TIME_YEAR: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
  DATE_YEAR: { year: 'numeric', month: 'short', day: 'numeric' },
};

export interface ParsedDateTime {
  /** The instant, for a value with an offset; for one without, its wall-clock fields read as UTC. */
  date: Date;
  hasOffset: boolean;
}

/** Reads an ISO 8601 extended date-time (docs/decisions.md, Validation 5); undefined for anything else. */
export function parseDateTime(value: string): ParsedDateTime | undefined {
  const parsed = readDateTime(value);
  if (!parsed) return undefined;
  const { wallClock, offsetMinutes } = parsed;
  return offsetMinutes === null
    ? { date: new Date(wallClock), hasOffset: false }
    : { date: new Date(wallClock - offsetMinutes * 60_000), hasOffset: true };
}

function safeLocale(locale: string | undefined): string {
  try {
    return Intl.getCanonicalLocales(locale ?? 'en-US')[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

// Making an Intl.DateTimeFormat costs far more than using one: one per locale, format and zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: string, format: DateFormat, timeZone: string | undefined) {
  const key = `${locale}|${format}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...parts[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

export interface FormatDateOptions {
  locale?: string;
  /** The viewer's time zone for instants (values with an offset); the runtime's when unset. */
  timeZone?: string;
}

/**
 * A date-time value as Google Wallet shows it for `format` (docs/preview.md's table). With an offset
 * the value is an instant shown in the viewer's time zone; without one it is wall-clock time,
 * shown as written wherever the viewer is. Without a format, or for an unreadable date, the value
 * is returned as is.
 */
export function formatDate(
  value: string,
  format: DateFormat | undefined,
  options: FormatDateOptions = {},
): string {
  if (!format) return value;
  const parsed = parseDateTime(value);
  if (!parsed) return value;
  const timeZone = parsed.hasOffset ? knownTimeZone(options.timeZone) : 'UTC';
  const formatter = formatterFor(safeLocale(options.locale), format, timeZone);
  // ICU puts narrow no-break spaces before AM/PM; plain spaces read and compare the same.
  return formatter.format(parsed.date).replace(/[\u202f\u00a0]/g, ' ');
}
