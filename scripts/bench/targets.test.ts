import { describe, expect, it } from 'vitest';
import { TARGETS, targetText, verdict } from './targets.mjs';

describe('verdict', () => {
  it.each([
    { value: 1.2, target: TARGETS.stressKeyToFloor, expected: 'met' },
    { value: 1.5, target: TARGETS.stressKeyToFloor, expected: 'met' },
    { value: 1.51, target: TARGETS.stressKeyToFloor, expected: 'not met' },
    { value: 23.5, target: TARGETS.rjsfSlowerThanStress, expected: 'met' },
    { value: 19.9, target: TARGETS.rjsfSlowerThanStress, expected: 'not met' },
    { value: Number.NaN, target: TARGETS.hugeOpenMs, expected: 'n/a' },
    { value: Number.POSITIVE_INFINITY, target: TARGETS.rjsfSlowerThanStress, expected: 'n/a' },
  ])('$value against $target.max/$target.min is $expected', ({ value, target, expected }) => {
    expect(verdict(value, target)).toBe(expected);
  });
});

describe('targetText', () => {
  it.each([
    { target: TARGETS.stressKeyToFloor, expected: '≤ 1.5×' },
    { target: TARGETS.rjsfSlowerThanStress, expected: '≥ 20×' },
    { target: TARGETS.hugeOpenMs, expected: '≤ 700 ms' },
    { target: TARGETS.slowScrollFrames, expected: '≤ 3 frames' },
    { target: TARGETS.initialJsGzipKb, expected: '≤ 200 KB' },
  ])('$expected', ({ target, expected }) => {
    expect(targetText(target)).toBe(expected);
  });
});
