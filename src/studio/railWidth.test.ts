import { describe, expect, it } from 'vitest';
import { clampRail, railBounds, RAIL_MIN } from './railWidth';

describe('the rail’s bounds', () => {
  it.each([
    // A phone-wide workspace still lets the rail hold an issuer ID.
    [400, [RAIL_MIN, RAIL_MIN]],
    [1000, [RAIL_MIN, 450]],
    [1400, [RAIL_MIN, 630]],
    [2400, [RAIL_MIN, 640]],
  ])('in a workspace %i px wide: %j', (total, bounds) => {
    expect(railBounds(total)).toEqual(bounds);
  });

  it.each([
    [100, 1400, RAIL_MIN],
    [333.4, 1400, 333],
    [900, 1400, 630],
  ])('%d px asked in %i px gives %i', (width, total, clamped) => {
    expect(clampRail(width, total)).toBe(clamped);
  });
});
