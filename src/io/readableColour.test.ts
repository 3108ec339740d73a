import { describe, expect, it } from 'vitest';
import { cardTextReads } from './cardColours';
import { nearestReadableColour } from './readableColour';

describe('nearestReadableColour', () => {
  it.each([
    ['#FFCC00', '#ffcc00'],
    ['#636363', '#636363'],
    ['#0b5d3b', '#0b5d3b'],
  ])('keeps %s, which reads already', (value, same) => {
    expect(nearestReadableColour(value)).toBe(same);
  });

  it.each([
    // Grey: the first whose labels (white at 80 %) read, #636363 (4.55:1); #646464 is 4.48:1.
    ['#8a8a8a', '#636363'],
    ['#767676', '#636363'],
    ['#808080', '#636363'],
    // Colours keep their hue: a darker blue and red; green is nearer lighter, with dark text.
    ['#4285f4', '#0d59d7'],
    ['#34a853', '#69d184'],
    ['#ff0000', '#bd0000'],
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
