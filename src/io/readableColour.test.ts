import { describe, expect, it } from 'vitest';
import { cardTextReads } from './cardColours';
import { nearestReadableColour } from './readableColour';

describe('nearestReadableColour', () => {
  it.each([
    ['#1a73e8', '#1a73e8'],
    ['#FFCC00', '#ffcc00'],
    ['#767676', '#767676'],
  ])('keeps %s, which reads already', (value, same) => {
    expect(nearestReadableColour(value)).toBe(same);
  });

  it.each([
    // Grey: one step darker than #777777 (4.48:1) is the first that reads.
    ['#8a8a8a', '#767676'],
    ['#777777', '#767676'],
    ['#808080', '#767676'],
    // Colours keep their hue: a darker blue, green, red.
    ['#4285f4', '#2170f2'],
    ['#34a853', '#2a8743'],
    ['#ff0000', '#ee0000'],
  ])('turns %s into %s', (value, nearest) => {
    expect(nearestReadableColour(value)).toBe(nearest);
    expect(cardTextReads(nearest)).toBe(true);
  });

  it('lightens a colour just under the dark-text threshold when that is nearer', () => {
    // #bbbbbb gets white text (1.9:1); #bcbcbc, one step lighter, gets dark text.
    expect(nearestReadableColour('#bbbbbb')).toBe('#bcbcbc');
  });

  it.each(['red', '', null, 12])('has none for %j, which is not a colour', (value) => {
    expect(nearestReadableColour(value)).toBeUndefined();
  });
});
