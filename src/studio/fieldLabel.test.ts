import { describe, expect, it } from 'vitest';
import { fieldLabel } from './fieldLabel';

describe('fieldLabel', () => {
  it.each([
    [[], 'The whole document'],
    [['state'], 'State'],
    [['barcode', 'value'], 'Barcode › Value'],
    [['textModulesData', 2, 'body'], /› 3 › Body$/],
    [['noSuchField'], 'noSuchField'],
  ])('%j', (segments, expected) => {
    expect(fieldLabel('offerObject', segments)).toMatch(expected);
  });
});
