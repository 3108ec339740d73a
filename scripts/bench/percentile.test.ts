import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.mjs';

describe('percentile', () => {
  it.each([
    { values: [], p: 50, expected: Number.NaN },
    { values: [7], p: 95, expected: 7 },
    { values: [3, 1, 2], p: 50, expected: 2 },
    { values: Array.from({ length: 200 }, (_, i) => 200 - i), p: 95, expected: 190 },
    { values: Array.from({ length: 200 }, (_, i) => i + 1), p: 50, expected: 100 },
    { values: [5, 1, 9, 3], p: 100, expected: 9 },
    { values: [5, 1, 9, 3], p: 0, expected: 1 },
  ])('p$p of $values.length values is $expected', ({ values, p, expected }) => {
    expect(percentile(values, p)).toBe(expected);
  });
});
