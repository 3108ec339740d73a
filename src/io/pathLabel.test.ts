import { describe, expect, it } from 'vitest';
import { introspect } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { ordinal, pathLabel } from './pathLabel';

const label = (kind: ResourceKind, segments: readonly (string | number)[]) =>
  pathLabel(introspect(resourceSchemas[kind]), segments);

describe('pathLabel', () => {
  it.each<[ResourceKind, (string | number)[], string]>([
    ['offerObject', [], 'Whole document'],
    ['offerObject', ['state'], 'State'],
    ['offerObject', ['barcode', 'value'], 'Barcode › Value'],
    [
      'transitClass',
      ['imageModulesData', 1, 'mainImage', 'sourceUri', 'uri'],
      'Image modules › 2nd › Image URL',
    ],
    ['transitClass', ['heroImage', 'sourceUri', 'uri'], 'Hero image › Image URL'],
    ['transitClass', ['textModulesData', 2, 'body'], 'Text modules › 3rd › Body'],
    ['transitClass', ['localizedIssuerName', 'defaultValue', 'value'], 'Issuer name'],
    ['transitClass', ['localizedIssuerName'], 'Issuer name › Languages'],
    ['transitClass', ['localizedIssuerName', 'defaultValue', 'language'], 'Issuer name › Language'],
    [
      'transitClass',
      ['localizedIssuerName', 'translatedValues', 0, 'value'],
      'Issuer name › 1st translation',
    ],
    [
      'transitClass',
      ['localizedIssuerName', 'translatedValues', 1, 'language'],
      'Issuer name › 2nd translation › Language',
    ],
    [
      'transitClass',
      ['logo', 'contentDescription', 'defaultValue', 'value'],
      'Logo › Content description',
    ],
    [
      'offerObject',
      ['classReference', 'localizedTitle', 'defaultValue', 'value'],
      'Offer class › Title',
    ],
    ['offerObject', ['noSuchField'], '“noSuchField”'],
  ])('%s %j → %s', (kind, segments, expected) => {
    expect(label(kind, segments)).toBe(expected);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
  ])('ordinal(%i) is %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});
