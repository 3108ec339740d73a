import { describe, expect, it } from 'vitest';
import { versionTime, versionTimes } from './versionTime';

// Local times, as the reader's clock reads them.
const at = (day: number, hour: number, minute: number, second = 0) =>
  new Date(2025, 2, day, hour, minute, second).getTime();
const now = at(5, 18, 0);

describe('the time of a version', () => {
  it.each<[string, number, boolean, string]>([
    ['today, to the minute', at(5, 14, 5, 32), false, 'Today 14:05'],
    ['today, with its seconds', at(5, 14, 5, 32), true, 'Today 14:05:32'],
    ['yesterday', at(4, 9, 12), false, 'Yesterday 09:12'],
    ['an older day, with its date', at(3, 14, 5, 7), false, '3 Mar 2025, 14:05'],
    ['an older day, with its seconds', at(3, 14, 5, 7), true, '3 Mar 2025, 14:05:07'],
  ])('%s', (_name, time, seconds, says) => {
    expect(versionTime(time, now, 'en-GB', seconds)).toBe(says);
  });

  it('follows the reader’s locale', () => {
    expect(versionTime(at(5, 14, 5, 32), now, 'en-US', true)).toMatch(/^Today 2:05:32\sPM$/);
    expect(versionTime(at(5, 14, 5, 32), now, 'de-DE', true)).toBe('Today 14:05:32');
  });
});

describe('the times of a list of versions', () => {
  it.each<[string, number[], string[]]>([
    [
      'minutes apart: to the minute',
      [at(5, 14, 7), at(5, 14, 5), at(4, 9, 12)],
      ['Today 14:07', 'Today 14:05', 'Yesterday 09:12'],
    ],
    [
      'two in one minute: those two with their seconds',
      [at(5, 14, 6, 1), at(5, 14, 5, 48), at(5, 14, 5, 3), at(5, 13, 59, 59)],
      ['Today 14:06', 'Today 14:05:48', 'Today 14:05:03', 'Today 13:59'],
    ],
    [
      'the same minute on two days is two different times',
      [at(5, 9, 12, 10), at(4, 9, 12, 40)],
      ['Today 09:12', 'Yesterday 09:12'],
    ],
    ['none', [], []],
  ])('%s', (_name, times, says) => {
    expect(
      versionTimes(
        times.map((time) => ({ at: time })),
        now,
        'en-GB',
      ),
    ).toEqual(says);
  });
});
