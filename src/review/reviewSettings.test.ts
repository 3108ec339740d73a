import { describe, expect, it } from 'vitest';
import { momentRange } from '../io/timeline';
import { reviewSettings } from './reviewSettings';

const now = 'now';
const outside = /outside the years 1 to 9999/;
const notADate = /not a date/;

describe('reviewSettings', () => {
  it.each([
    ['no moment', undefined, now, null],
    ['a moment in 2026', 1_800_000_000_000, 1_800_000_000_000, null],
    ['the first moment', momentRange.first, momentRange.first, null],
    ['the last moment', momentRange.last, momentRange.last, null],
    ['a moment after 9999', momentRange.last + 1, now, outside],
    ['a moment before year 1', momentRange.first - 1, now, outside],
    ['beyond what a Date holds', 1e20, now, outside],
    ['NaN', Number.NaN, now, notADate],
    ['a string', '2026-04-01', now, notADate],
  ])('%s', (_, moment, shown, problem) => {
    const result = reviewSettings({ settings: { 'sample-trip': 'x' }, moment });
    expect(result.settings.moment ?? now).toBe(shown);
    expect(result.settings.settings).toEqual({ 'sample-trip': 'x' });
    if (problem === null) expect(result.momentProblem).toBeNull();
    else expect(result.momentProblem).toMatch(problem);
  });

  it('takes no settings that are not an object', () => {
    expect(reviewSettings({ settings: 'odd' }).settings.settings).toEqual({});
    expect(reviewSettings(undefined)).toEqual({ settings: { settings: {} }, momentProblem: null });
  });
});
