import { describe, expect, it } from 'vitest';
import { formatDate, parseDateTime, type DateFormat } from './formatDate';

describe('formatDate', () => {
  const table: [string, DateFormat | undefined, string][] = [
    ['2018-12-14T13:00', 'DATE_TIME', 'Dec 14, 1:00 PM'],
    ['2018-12-14T13:00', 'DATE_ONLY', 'Dec 14'],
    ['2018-12-14T13:00', 'TIME_ONLY', '1:00 PM'],
    ['2018-12-14T13:00', 'DATE_TIME_YEAR', 'Dec 14, 2018, 1:00 PM'],
    ['2018-12-14T13:00', 'DATE_YEAR', 'Dec 14, 2018'],
    ['2018-12-14T13:00', undefined, '2018-12-14T13:00'],
    // Without an offset: wall-clock time, whatever the viewer's zone.
    ['2018-12-14T13:00:00', 'DATE_TIME', 'Dec 14, 1:00 PM'],
    // With an offset: the instant in the viewer's zone (New York, UTC-5 in December).
    ['2018-12-14T13:00:00Z', 'DATE_TIME', 'Dec 14, 8:00 AM'],
    ['2018-12-14T13:00:00.250+01:00', 'TIME_ONLY', '7:00 AM'],
    ['2018-12-15T02:30:00+00:00', 'DATE_TIME_YEAR', 'Dec 14, 2018, 9:30 PM'],
    ['not a date', 'DATE_TIME', 'not a date'],
  ];
  it.each(table)('%s as %s is %s', (value, format, expected) => {
    expect(formatDate(value, format, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      expected,
    );
  });

  it('shows the same wall-clock time in any viewer time zone', () => {
    for (const timeZone of ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']) {
      expect(formatDate('2018-12-14T13:00', 'TIME_ONLY', { locale: 'en-US', timeZone })).toBe(
        '1:00 PM',
      );
    }
  });

  it('falls back to en-US and the runtime zone for unusable locale and zone names', () => {
    expect(
      formatDate('2018-12-14T13:00', 'DATE_YEAR', { locale: '!!', timeZone: 'Nowhere/Else' }),
    ).toBe('Dec 14, 2018');
  });

  it('reads offsets with and without a colon', () => {
    expect(parseDateTime('2018-12-14T13:00:00+0130')?.date.toISOString()).toBe(
      '2018-12-14T11:30:00.000Z',
    );
    expect(parseDateTime('2018-12-14')).toBeUndefined();
  });
});
