import { describe, expect, it } from 'vitest';
import type { PresentedKey } from './keyPresentation.mjs';
import { formatRatio, slowestKeys, summariseKeys } from './keystrokeSummary.mjs';

/** A key presented `presented` ms after its keydown, its other figures derived or given. */
const key = (presented: number, other: Partial<PresentedKey> = {}): PresentedKey => ({
  start: 1000,
  inputDelay: 0.5,
  input: 1,
  dom: 2,
  echoPainted: presented - 1,
  painted: presented - 1,
  echoPresented: presented,
  presented,
  ...other,
});

describe('summariseKeys', () => {
  const none = { p50: Number.NaN, p95: Number.NaN };
  it.each([
    {
      name: 'no keys',
      keys: [],
      expected: {
        count: 0,
        unpresented: 0,
        presented: none,
        echoPresented: none,
        painted: none,
        dom: none,
        inputDelay: none,
      },
    },
    {
      name: 'each figure ranked apart',
      keys: Array.from({ length: 20 }, (_, i) =>
        key(100 - i, { dom: i + 1, inputDelay: i, echoPresented: i * 2 }),
      ),
      expected: {
        count: 20,
        unpresented: 0,
        presented: { p50: 90, p95: 99 },
        echoPresented: { p50: 18, p95: 36 },
        painted: { p50: 89, p95: 98 },
        dom: { p50: 10, p95: 19 },
        inputDelay: { p50: 9, p95: 18 },
      },
    },
    {
      name: 'keys the trace did not see presented are counted and left out',
      keys: [key(10), key(Number.NaN), key(30)],
      expected: {
        count: 3,
        unpresented: 1,
        presented: { p50: 10, p95: 30 },
        echoPresented: { p50: 10, p95: 30 },
        painted: { p50: 9, p95: 29 },
        dom: { p50: 2, p95: 2 },
        inputDelay: { p50: 0.5, p95: 0.5 },
      },
    },
  ])('$name', ({ keys, expected }) => {
    expect(summariseKeys(keys)).toEqual(expected);
  });
});

describe('slowestKeys', () => {
  it.each([
    { name: 'no keys', presented: [], expected: [] },
    { name: 'one key is its own slowest', presented: [7], expected: [0] },
    { name: 'all alike: the first of the slowest', presented: [5, 5, 5, 5], expected: [0] },
    { name: 'a key never presented is not among them', presented: [Number.NaN, 5], expected: [1] },
    {
      name: 'the keys above p95 of 40, slowest first',
      presented: Array.from({ length: 40 }, (_, i) => (i === 3 ? 90 : i === 30 ? 80 : 10 + i / 10)),
      expected: [3, 30],
    },
  ])('$name', ({ presented, expected }) => {
    expect(slowestKeys(presented.map((time) => key(time)))).toEqual(expected);
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
