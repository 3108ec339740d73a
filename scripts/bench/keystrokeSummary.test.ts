import { describe, expect, it } from 'vitest';
import { formatRatio, summariseTimings } from './keystrokeSummary.mjs';

describe('summariseTimings', () => {
  it.each([
    {
      name: 'no timings',
      timings: [],
      expected: {
        count: 0,
        domP50: Number.NaN,
        domP95: Number.NaN,
        frameP50: Number.NaN,
        frameP95: Number.NaN,
      },
    },
    {
      name: 'one timing',
      timings: [{ dom: 3, frame: 16 }],
      expected: { count: 1, domP50: 3, domP95: 3, frameP50: 16, frameP95: 16 },
    },
    {
      name: 'dom and frame ranked apart',
      timings: Array.from({ length: 20 }, (_, i) => ({ dom: i + 1, frame: 100 - i })),
      expected: { count: 20, domP50: 10, domP95: 19, frameP50: 90, frameP95: 99 },
    },
  ])('$name', ({ timings, expected }) => {
    expect(summariseTimings(timings)).toEqual(expected);
  });
});

describe('formatRatio', () => {
  it.each([
    { value: 12.345, digits: undefined, expected: '12.3×' },
    { value: 3.456, digits: 2, expected: '3.46×' },
    { value: 20, digits: 1, expected: '20.0×' },
    { value: 0.5, digits: 1, expected: '0.5×' },
    { value: Number.NaN, digits: 1, expected: 'n/a' },
    { value: Number.POSITIVE_INFINITY, digits: 2, expected: 'n/a' },
  ])('$value with $digits digits is $expected', ({ value, digits, expected }) => {
    expect(formatRatio(value, digits)).toBe(expected);
  });
});
