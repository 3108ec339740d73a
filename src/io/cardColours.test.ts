import { describe, expect, it } from 'vitest';
import {
  blendColour,
  cardLabelColour,
  cardTextColour,
  cardTextContrast,
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

describe('blendColour', () => {
  it.each([
    ['#ffffff', '#8a8a8a', 0.8, '#e8e8e8'],
    ['#ffffff', '#000000', 0.5, '#808080'],
    ['#202124', '#ffffff', 1, '#202124'],
    ['#202124', '#ffffff', 0, '#ffffff'],
  ])('%s at %s over %s shows %s', (colour, behind, alpha, shown) => {
    expect(blendColour(colour, behind, alpha)).toBe(shown);
  });
});

describe('cardTextColour, the text Google Wallet draws, and its labels at 80 %', () => {
  // Dark text above a luminance of 0.5 (#bcbcbc is 0.503, #bbbbbb 0.497), white at and below.
  // What reads is the labels: white on #767676 is 4.54:1, its labels 3.57:1.
  it.each([
    ['#ffffff', DARK_TEXT, '#4d4d50', true],
    ['#bcbcbc', DARK_TEXT, '#3f4042', true],
    ['#bbbbbb', LIGHT_TEXT, '#f1f1f1', false],
    ['#8a8a8a', LIGHT_TEXT, '#e8e8e8', false],
    ['#767676', LIGHT_TEXT, '#e4e4e4', false],
    ['#1a73e8', LIGHT_TEXT, '#d1e3fa', false],
    ['#646464', LIGHT_TEXT, '#e0e0e0', false],
    ['#636363', LIGHT_TEXT, '#e0e0e0', true],
    ['#fbbc04', DARK_TEXT, '#4c401e', true],
    ['#000000', LIGHT_TEXT, '#cccccc', true],
  ])('on %s: %s, labels %s, reads at 4.5:1: %s', (background, text, label, reads) => {
    expect(cardTextColour(background)).toBe(text);
    expect(cardLabelColour(background)).toBe(label);
    expect(cardTextReads(background)).toBe(reads);
  });

  it.each([
    ['#767676', 3.57],
    ['#8a8a8a', 2.82],
    ['#636363', 4.55],
  ])('measures the labels on %s: %s:1, under the text’s own', (background, ratio) => {
    expect(cardTextContrast(background)).toBeCloseTo(ratio, 2);
    expect(cardTextContrast(background)).toBeLessThan(
      contrastRatio(background, cardTextColour(background)),
    );
  });
});
