import { describe, expect, it } from 'vitest';
import { suggestKind, unknownKeys } from './suggestKind';

describe('suggestKind', () => {
  it.each([
    [
      'an offer class forced into an offer object',
      { id: 'c', title: 'T', provider: 'P', redemptionChannel: 'INSTORE' },
      'offerObject',
      'offerClass',
      ['title', 'provider', 'redemptionChannel'],
    ],
    [
      'a transit class forced into an offer class',
      { id: 'c', transitType: 'BUS', logo: {} },
      'offerClass',
      'transitClass',
      ['transitType', 'logo'],
    ],
    [
      'an offer object forced into a transit class',
      { id: 'o', classId: 'c', state: 'ACTIVE' },
      'transitClass',
      'offerObject',
      ['classId', 'state'],
    ],
  ] as const)('%s', (_name, document, chosen, kind, fields) => {
    const suggestion = suggestKind(document, chosen);
    expect(suggestion).toMatchObject({ kind, fields });
    expect(suggestion?.message).toContain(fields[0]);
  });

  it.each([
    ['fields that fit the chosen kind', { id: 'c', title: 'T' }, 'offerClass'],
    ['fields no kind has', { id: 'c', nonsense: 1 }, 'offerClass'],
    ['not an object', [1, 2], 'transitClass'],
  ] as const)('suggests nothing for %s', (_name, document, chosen) => {
    expect(suggestKind(document, chosen)).toBeUndefined();
  });

  it('lists the top-level fields a kind does not know', () => {
    expect(unknownKeys({ id: 'x', title: 'T', nonsense: 1 }, 'offerClass')).toEqual(['nonsense']);
  });
});
