import { describe, expect, it } from 'vitest';
import { dateTimeKind, instantOfText, readDateTime, zoneOffsetMinutes } from './dateTimeValue';

const iso = (instant: number | undefined) =>
  instant === undefined ? undefined : new Date(instant).toISOString();

describe('instantOfText', () => {
  it.each([
    // With an offset: one instant, whatever the zone.
    ['2026-04-30T23:59:59+02:00', 'America/New_York', '2026-04-30T21:59:59.000Z'],
    ['2026-04-30T23:59:59+02:00', 'Asia/Tokyo', '2026-04-30T21:59:59.000Z'],
    ['2018-12-14T13:00:00+0130', 'UTC', '2018-12-14T11:30:00.000Z'],
    ['2018-12-14T13:00:00.250Z', 'Europe/Berlin', '2018-12-14T13:00:00.250Z'],
    // Without one: the wall clock in the zone (not UTC).
    ['2026-04-30T23:59:59', 'Europe/Berlin', '2026-04-30T21:59:59.000Z'],
    ['2026-04-30T23:59:59', 'America/New_York', '2026-05-01T03:59:59.000Z'],
    ['2026-01-15T12:00', 'America/New_York', '2026-01-15T17:00:00.000Z'],
    // A wall clock in the spring gap is read with the offset before the change.
    ['2026-03-29T02:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    // Years before 100 are those years, not 1900–1999.
    ['0050-06-01T12:00:00Z', 'UTC', '0050-06-01T12:00:00.000Z'],
    ['0099-12-31T23:00:00', 'UTC', '0099-12-31T23:00:00.000Z'],
    ['not a date', 'UTC', undefined],
    ['2026-04-30', 'UTC', undefined],
  ])('%s in %s is %s', (value, zone, expected) => {
    expect(iso(instantOfText(value, zone))).toBe(expected);
  });
});

describe('dateTimeKind', () => {
  it.each([
    ['2026-04-30T23:59:59', 'local time'],
    ['2026-04-30T23:59:59Z', 'UTC'],
    ['2026-04-30T23:59:59+01:00', 'UTC+01:00'],
    ['2026-04-30T23:59:59-0530', 'UTC-05:30'],
    ['tomorrow', undefined],
  ])('%s is %s', (value, kind) => {
    expect(dateTimeKind(value)).toBe(kind);
  });
});

describe('zoneOffsetMinutes', () => {
  it('follows daylight saving time', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 0, 15), 'Europe/Berlin')).toBe(60);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 15), 'Europe/Berlin')).toBe(120);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 15), 'America/New_York')).toBe(-240);
  });
  it('reads fractions of a second up to nanoseconds', () => {
    expect(readDateTime('2026-01-01T00:00:00.123456789Z')?.wallClock).toBe(
      Date.UTC(2026, 0, 1) + 123,
    );
  });
});

describe('a wall clock that happens twice', () => {
  it('is its first instant', () => {
    expect(iso(instantOfText('2026-10-25T02:30', 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
