/**
 * Google's DateTime values (an ISO 8601 extended date-time, with or without a UTC offset) as
 * instants. With an offset a value is one instant everywhere; without one it is a local date-time,
 * "always in the user's current time zone" (https://developers.google.com/wallet/reference/rest/v1/DateTime),
 * so its instant depends on the zone it is read in.
 */

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Date.UTC without its mapping of years 0–99 to 1900–1999: year 50 is year 50. */
function utc(year: number, month: number, day: number, ...time: number[]): number {
  return new Date(Date.UTC(2000, 0, 1, ...(time as [number]))).setUTCFullYear(year, month, day);
}

/**
 * The moments a pass can be shown at: years 1 to 9999, what ISO 8601's four-digit years (and so a
 * DateTime value and a datetime-local input) can write.
 */
export const momentRange = {
  first: utc(1, 0, 1, 0, 0, 0, 0),
  last: utc(9999, 11, 31, 23, 59, 59, 999),
} as const;

/** Whether `at` (epoch milliseconds) is a moment a pass can be shown at. */
export const inMomentRange = (at: number): boolean =>
  Number.isFinite(at) && at >= momentRange.first && at <= momentRange.last;

export interface DateTimeValue {
  /** The written date and time read as if they were UTC, in epoch milliseconds. */
  wallClock: number;
  /** Minutes east of UTC; null for a local date-time. */
  offsetMinutes: number | null;
}

/** Reads an ISO 8601 extended date-time (docs/decisions.md, Validation 5); undefined for anything else. */
export function readDateTime(value: string): DateTimeValue | undefined {
  const match = isoDateTime.exec(value.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, fraction, offset] = match;
  const millis = fraction ? Math.round(Number(`0.${fraction.slice(0, 9)}`) * 1000) : 0;
  const wallClock = utc(+y!, +mo! - 1, +d!, +h!, +mi!, +(s ?? 0), millis);
  if (Number.isNaN(wallClock)) return undefined;
  if (!offset) return { wallClock, offsetMinutes: null };
  if (offset.toUpperCase() === 'Z') return { wallClock, offsetMinutes: 0 };
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return { wallClock, offsetMinutes: offset.startsWith('-') ? -minutes : minutes };
}

const DEVICE_ZONE_TTL_MS = 60_000;
let device: { zone: string; readAt: number } | null = null;

/**
 * The zone the runtime runs in ('Europe/Berlin'), UTC when it does not say. Read again at most
 * once a minute (a new Intl.DateTimeFormat costs about a millisecond; the zone rarely moves).
 */
export function deviceTimeZone(): string {
  const now = Date.now();
  if (!device || Math.abs(now - device.readAt) > DEVICE_ZONE_TTL_MS)
    device = { zone: new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', readAt: now };
  return device.zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | undefined {
  let formatter = formatters.get(zone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      return undefined;
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** An IANA zone name the runtime knows, or undefined. */
export function knownTimeZone(zone: string | undefined): string | undefined {
  return zone && formatterFor(zone) ? zone : undefined;
}

/** The wall clock of `instant` in `zone` from Intl (slow: formatToParts allocates). */
function measuredWallClock(instant: number, formatter: Intl.DateTimeFormat): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(instant)) part[type] = Number(value);
  return utc(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

// Offsets change only on quarter hours: one measurement per zone and quarter hour serves all.
const QUARTER = 900_000;
const offsets = new Map<string, number>();

/** Minutes east of UTC that `zone` is at `instant`. */
export function zoneOffsetMinutes(instant: number, zone: string): number {
  const quarter = Math.floor(instant / QUARTER) * QUARTER;
  const key = `${zone}|${quarter}`;
  let minutes = offsets.get(key);
  if (minutes === undefined) {
    const formatter = formatterFor(zone);
    minutes = formatter
      ? Math.round((measuredWallClock(quarter, formatter) - quarter) / 60_000)
      : 0;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, minutes);
  }
  return minutes;
}

/** The wall clock of `instant` in `zone`, read as if it were UTC (epoch milliseconds). */
export function wallClockIn(instant: number, zone: string): number {
  return instant + zoneOffsetMinutes(instant, zone) * 60_000;
}

/**
 * The instant of a wall clock in `zone`. A wall clock that happens twice (clocks going back) is
 * its first instant; one that never happens (clocks going forward) is read with the offset before
 * the change, so 02:30 on a spring night becomes 03:30, as Temporal's "compatible" reading does.
 */
export function instantOfWallClock(wallClock: number, zone: string): number {
  const DAY = 86_400_000;
  const before = zoneOffsetMinutes(wallClock - DAY, zone) * 60_000;
  const after = zoneOffsetMinutes(wallClock + DAY, zone) * 60_000;
  const candidates = [wallClock - before, wallClock - after].filter(
    (instant) => wallClockIn(instant, zone) === wallClock,
  );
  return candidates.length > 0 ? Math.min(...candidates) : wallClock - before;
}

/** The instant a value stands for: its own offset's, or, without one, its wall clock in `zone`. */
export function instantOf(value: DateTimeValue, zone: string): number {
  return value.offsetMinutes === null
    ? instantOfWallClock(value.wallClock, zone)
    : value.wallClock - value.offsetMinutes * 60_000;
}

/** The instant of a written date-time in `zone`, or undefined when it is not one. */
export function instantOfText(value: unknown, zone: string): number | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = readDateTime(value);
  return parsed ? instantOf(parsed, zone) : undefined;
}

/** "UTC+01:00", "UTC-05:30", "UTC". */
export function offsetName(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `UTC${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/**
 * Which kind of date-time a value is, in a designer's words: "local time" (the same clock time in
 * every zone) or its offset ("UTC+01:00": one instant, shown in each viewer's zone).
 */
export function dateTimeKind(value: string): string | undefined {
  const parsed = readDateTime(value);
  if (!parsed) return undefined;
  return parsed.offsetMinutes === null ? 'local time' : offsetName(parsed.offsetMinutes);
}

/** The wall clock of `instant` in `zone` as `YYYY-MM-DDTHH:mm:ss` (a datetime-local input's value). */
export function wallClockText(instant: number, zone: string): string {
  return new Date(wallClockIn(instant, zone)).toISOString().slice(0, 19);
}

/** `instant` as ISO 8601 in `zone`'s offset at that moment: `2026-04-28T20:00:00+02:00`. */
export function zonedIso(instant: number, zone: string): string {
  const minutes = zoneOffsetMinutes(instant, zone);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${wallClockText(instant, zone)}${offset}`;
}
