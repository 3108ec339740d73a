import { describe, expect, it } from 'vitest';
import {
  cardTextColour,
  cardTextReads,
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  relativeLuminance,
  toHexColour,
} from './cardColours';

describe('toHexColour', () => {
  it.each([
    ['#FC0', '#ffcc00'],
    ['#1A73E8', '#1a73e8'],
    ['red', undefined],
    ['#12345', undefined],
    [42, undefined],
  ])('%s gives %s', (value, hex) => {
    expect(toHexColour(value)).toBe(hex);
  });
});

describe('contrast', () => {
  it.each([
    ['#ffffff', '#000000', 21],
    ['#000000', '#ffffff', 21],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#8a8a8a', '#ffffff', 3.45],
  ])('%s against %s is %s:1 (WCAG 2.2)', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('measures luminance from 0 (black) to 1 (white)', () => {
    expect([relativeLuminance('#000000'), relativeLuminance('#ffffff')]).toEqual([0, 1]);
  });
});

describe('cardTextColour, the text Google Wallet draws', () => {
  // Dark text above a luminance of 0.5 (#bcbcbc is 0.503, #bbbbbb 0.497), white at and below.
  it.each([
    ['#ffffff', DARK_TEXT, true],
    ['#bcbcbc', DARK_TEXT, true],
    ['#bbbbbb', LIGHT_TEXT, false],
    ['#8a8a8a', LIGHT_TEXT, false],
    ['#777777', LIGHT_TEXT, false],
    ['#767676', LIGHT_TEXT, true],
    ['#1a73e8', LIGHT_TEXT, true],
    ['#4285f4', LIGHT_TEXT, false],
    ['#fbbc04', DARK_TEXT, true],
    ['#000000', LIGHT_TEXT, true],
  ])('on %s: %s, reads at 4.5:1: %s', (background, text, reads) => {
    expect(cardTextColour(background)).toBe(text);
    expect(cardTextReads(background)).toBe(reads);
  });
});
