import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../../schema';
import { offer, transit } from '../../test/io/diffPasses';
import { changeSummary } from './changeSummary';
import { namedField, shortFieldName } from './namedField';

const cases: [string, ResourceKind, object, object, string][] = [
  ['nothing', 'offerObject', offer, offer, 'No changes'],
  [
    'the first example of the issue',
    'offerObject',
    offer,
    {
      ...offer,
      state: 'EXPIRED',
      barcode: { ...offer.barcode, value: 'B2' },
      textModulesData: [{ header: 'New', body: 'Text' }],
    },
    'Changed State, Barcode value; added 1 text module',
  ],
  [
    'a twin edit is one name, the plain field’s',
    'transitClass',
    transit,
    {
      ...transit,
      issuerName: 'Linden',
      localizedIssuerName: { defaultValue: { language: 'en', value: 'Linden' } },
    },
    'Changed Issuer name',
  ],
  [
    'an image is named whole',
    'transitClass',
    transit,
    { ...transit, logo: { sourceUri: { uri: 'https://example.com/new.png' } } },
    'Changed Logo',
  ],
  [
    'a row edited in place by its number',
    'transitClass',
    transit,
    {
      ...transit,
      textModulesData: [transit.textModulesData[0], { id: 'zone', header: 'Zone', body: 'B' }],
    },
    'Changed Text module 2 body',
  ],
  [
    'a row removed from the middle is a row, not shifted fields',
    'transitClass',
    { ...transit, textModulesData: [...transit.textModulesData, { id: 'x', header: 'X' }] },
    transit,
    'Removed 1 text module',
  ],
  [
    'a list of values is its field',
    'transitClass',
    transit,
    { ...transit, redemptionIssuers: ['1', '2'] },
    'Changed Redemption issuers',
  ],
  [
    'a list that appears counts its rows',
    'offerObject',
    { ...offer, messages: undefined },
    offer,
    'Added 1 message',
  ],
  ['a field removed', 'offerObject', offer, { ...offer, barcode: undefined }, 'Removed Barcode'],
  [
    'beyond three names',
    'offerObject',
    offer,
    {
      ...offer,
      id: '1.p',
      classId: '1.d',
      state: 'EXPIRED',
      barcode: { type: 'EAN_13', value: 'B' },
    },
    'Changed Object ID, Class ID, State and 2 more',
  ],
];

describe('changeSummary', () => {
  it.each(cases)('%s', (_name, kind, before, after, expected) => {
    expect(changeSummary(kind, before, after)).toBe(expected);
  });
});

describe('shortFieldName', () => {
  it.each([
    ['offerObject', ['barcode', 'value'], 'Barcode value'],
    ['transitClass', ['textModulesData', 2, 'header'], 'Text module 3 header'],
    ['transitClass', ['localizedIssuerName', 'translatedValues', 0, 'value'], 'Issuer name'],
    ['offerObject', [], 'The whole document'],
  ] as const)('%s %j → %s', (kind, segments, expected) => {
    expect(shortFieldName(namedField(kind, segments).words)).toBe(expected);
  });
});
