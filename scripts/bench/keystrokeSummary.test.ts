import { describe, expect, it } from 'vitest';
import { formatRatio, slowestKeys, summariseKeys } from './keystrokeSummary.mjs';

/** A key whose four timings are `paint` apart from the ones given. */
const key = (
  paint: number,
  other: Partial<Record<'inputDelay' | 'echo' | 'dom', number>> = {},
) => ({
  inputDelay: 0,
  echo: paint,
  dom: paint,
  paint,
  ...other,
});

describe('summariseKeys', () => {
  const none = { p50: Number.NaN, p95: Number.NaN };
  it.each([
    {
      name: 'no keys',
      timings: [],
      expected: { count: 0, paint: none, echo: none, dom: none, inputDelay: none },
    },
    {
      name: 'one key',
      timings: [{ inputDelay: 1, echo: 5, dom: 3, paint: 16 }],
      expected: {
        count: 1,
        paint: { p50: 16, p95: 16 },
        echo: { p50: 5, p95: 5 },
        dom: { p50: 3, p95: 3 },
        inputDelay: { p50: 1, p95: 1 },
      },
    },
    {
      name: 'each timing ranked apart',
      timings: Array.from({ length: 20 }, (_, i) => key(100 - i, { dom: i + 1, inputDelay: i })),
      expected: {
        count: 20,
        paint: { p50: 90, p95: 99 },
        echo: { p50: 90, p95: 99 },
        dom: { p50: 10, p95: 19 },
        inputDelay: { p50: 9, p95: 18 },
      },
    },
  ])('$name', ({ timings, expected }) => {
    expect(summariseKeys(timings)).toEqual(expected);
  });
});

describe('slowestKeys', () => {
  it.each([
    { name: 'no keys', paints: [], expected: [] },
    { name: 'one key is its own slowest', paints: [7], expected: [0] },
    { name: 'all alike: the first of the slowest', paints: [5, 5, 5, 5], expected: [0] },
    {
      name: 'the keys above p95 of 40, slowest first',
      paints: Array.from({ length: 40 }, (_, i) => (i === 3 ? 90 : i === 30 ? 80 : 10 + i / 10)),
      expected: [3, 30],
    },
  ])('$name', ({ paints, expected }) => {
    expect(slowestKeys(paints.map((paint) => key(paint)))).toEqual(expected);
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
