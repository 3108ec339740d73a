import { describe, expect, it } from 'vitest';
import { detectKind } from './detectKind';

describe('detectKind', () => {
  it.each([
    ['kind offerObject', { kind: 'walletobjects#offerObject', id: 'x' }, 'offerObject'],
    ['classId', { id: 'x', classId: 'y' }, 'offerObject'],
    ['kind transitClass', { kind: 'walletobjects#transitClass', id: 'x' }, 'transitClass'],
    ['transitType', { id: 'x', transitType: 'RAIL' }, 'transitClass'],
    ['transitOperatorName', { transitOperatorName: {} }, 'transitClass'],
    ['a custom label', { id: 'x', customSeatLabel: {} }, 'transitClass'],
    ['logo', { logo: {} }, 'transitClass'],
    ['wideLogo', { wideLogo: {} }, 'transitClass'],
    ['watermark', { watermark: {} }, 'transitClass'],
    ['enableSingleLegItinerary', { enableSingleLegItinerary: true }, 'transitClass'],
    ['activationOptions', { activationOptions: {} }, 'transitClass'],
    ['languageOverride', { languageOverride: 'de' }, 'transitClass'],
    ['kind and classId agree', { kind: 'walletobjects#offerObject', classId: 'y' }, 'offerObject'],
    ['kind offerClass', { kind: 'walletobjects#offerClass', id: 'x' }, 'offerClass'],
    ['title without classId', { id: 'x', title: 'Coffee' }, 'offerClass'],
    ['provider', { id: 'x', issuerName: 'A', provider: 'B' }, 'offerClass'],
    ['redemptionChannel', { redemptionChannel: 'INSTORE' }, 'offerClass'],
    ['titleImage', { titleImage: {} }, 'offerClass'],
    ['kind offerClass and a title', { kind: 'walletobjects#offerClass', title: 'T' }, 'offerClass'],
  ])('decides on %s', (_name, value, kind) => {
    expect(detectKind(value)).toEqual({ kind });
  });

  it.each([
    ['no evidence', { id: 'x', issuerName: 'A' }, /Nothing in the document/],
    [
      'classId and a transit field',
      { classId: 'y', transitType: 'BUS' },
      /ambiguous.*classId.*transitType/,
    ],
    ['kind offerObject and logo', { kind: 'walletobjects#offerObject', logo: {} }, /ambiguous/],
    [
      'only fields every class has',
      { id: 'x', classTemplateInfo: {}, reviewStatus: 'DRAFT' },
      /Nothing/,
    ],
    ['a title beside classId', { classId: 'y', title: 'T' }, /ambiguous.*classId.*title/],
    ['a title beside transitType', { title: 'T', transitType: 'BUS' }, /ambiguous/],
    [
      'kind offerClass and a classId',
      { kind: 'walletobjects#offerClass', classId: 'y' },
      /ambiguous/,
    ],
    ['an unknown kind', { kind: 'walletobjects#loyaltyClass' }, /loyaltyClass/],
    ['a kind that names a prototype member', { kind: 'constructor', title: 'T' }, /constructor/],
    [
      'a transit object',
      { id: 'x', classId: 'y', tripType: 'ONE_WAY' },
      /transit object.*tripType.*sample trip/,
    ],
    ['an array', [], /not a JSON object/],
    ['null', null, /not a JSON object/],
    ['a string', 'transitClass', /not a JSON object/],
  ])('refuses to guess with %s', (_name, value, reason) => {
    const detected = detectKind(value);
    expect(detected.kind).toBeNull();
    expect('reason' in detected && detected.reason).toMatch(reason);
  });
});

describe('detectKind: a hostile value is quoted only in part', () => {
  const huge = 'x'.repeat(1_000_000);
  it.each([
    ['a 1 MB kind', { kind: huge }],
    [
      'a 1 MB key beside conflicting fields',
      { [`custom${huge}Label`]: {}, classId: 'y', logo: {} },
    ],
  ])('keeps the reason short with %s', (_name, value) => {
    const detected = detectKind(value);
    expect(detected.kind).toBeNull();
    expect('reason' in detected && detected.reason.length).toBeLessThan(300);
  });
});

describe('detectKind: a transit object is named as such', () => {
  it('marks it, so a transit class beside it can use it as its sample trip', () => {
    expect(detectKind({ id: 'o', classId: 'c', ticketNumber: '1' })).toMatchObject({
      kind: null,
      transitObject: true,
    });
  });
});
