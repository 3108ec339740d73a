import { z } from 'zod';

/** Unicode code points, not UTF-16 units: Google's backend counts this way (docs/decisions.md, Validation 3). */
export function countCodePoints(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

// RFC 3986: a scheme, ":", then only unreserved, reserved or percent-encoded characters.
const URI_PATTERN =
  /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

/** An absolute URI per RFC 3986 (docs/decisions.md, Validation 4). Any scheme passes. */
export function isUri(value: string): boolean {
  return URI_PATTERN.test(value);
}

const DATE_TIME_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))?$/;

/** ISO 8601 extended date-time, with or without a UTC offset (docs/decisions.md, Validation 5). */
export function isIsoDateTime(value: string): boolean {
  const m = DATE_TIME_PATTERN.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(
    Number,
  ) as [number, number, number, number, number, number];
  // Computed, not via Date: Date.UTC maps years 0-99 to 1900-1999 and gets their leap years wrong.
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  const offsetOk = m[8] === undefined || (Number(m[8]) <= 23 && Number(m[9]) <= 59);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetOk
  );
}

/** A string of at most `max` code points. */
export function maxChars(max: number) {
  return z
    .string()
    .check((ctx) => {
      const length = countCodePoints(ctx.value);
      if (length > max) {
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: ctx.value,
          message: `Has ${length} characters; the limit is ${max}`,
        });
      }
    })
    .meta({ maxLength: max });
}

/** The spec's "uri string": an absolute URI of at least one character, optionally bounded. */
export function uriString(bounds: { maxLength?: number } = {}) {
  const { maxLength } = bounds;
  return z
    .string()
    .check((ctx) => {
      const length = countCodePoints(ctx.value);
      if (maxLength !== undefined && length > maxLength) {
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: maxLength,
          inclusive: true,
          input: ctx.value,
          message: `Has ${length} characters; the limit is ${maxLength}`,
        });
      } else if (!isUri(ctx.value)) {
        ctx.issues.push({
          code: 'invalid_format',
          format: 'uri',
          input: ctx.value,
          message:
            ctx.value === ''
              ? 'Is empty; an absolute URI such as https://example.com/logo.png is required'
              : 'Is not an absolute URI (a scheme such as https: followed by characters RFC 3986 allows)',
        });
      }
    })
    .meta({ format: 'uri', minLength: 1, ...(maxLength === undefined ? {} : { maxLength }) });
}

/** ISO 8601 date-time string, with or without offset. */
export function dateTimeString() {
  return z
    .string()
    .check((ctx) => {
      if (!isIsoDateTime(ctx.value)) {
        ctx.issues.push({
          code: 'invalid_format',
          format: 'date-time',
          input: ctx.value,
          message:
            'Is not an ISO 8601 date-time such as 2025-03-01T10:00:00 or 2025-03-01T10:00:00Z',
        });
      }
    })
    .meta({
      format: 'date-time',
      pattern: DATE_TIME_PATTERN.source,
      description: 'ISO 8601 date-time; without an offset it is local time at the venue.',
    });
}
