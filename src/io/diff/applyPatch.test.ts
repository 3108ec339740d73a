import { describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { applyPatch } from './applyPatch';
import { updateRequest } from './updateRequest';

const offer = samples.offerObject as Record<string, unknown>;
const transit = samples.transitClass as Record<string, unknown>;

describe('applyPatch', () => {
  it.each([
    ['replaces a plain field', { a: 1, b: 2 }, { b: 3 }, { a: 1, b: 3 }],
    ['adds a new field', { a: 1 }, { b: { c: 1 } }, { a: 1, b: { c: 1 } }],
    [
      'merges nested objects',
      { o: { x: 1, y: { z: 1, w: 2 } } },
      { o: { y: { z: 9 } } },
      { o: { x: 1, y: { z: 9, w: 2 } } },
    ],
    ['replaces arrays whole', { list: [1, 2, 3] }, { list: [4] }, { list: [4] }],
    ['replaces an object with an array', { o: { x: 1 } }, { o: [1] }, { o: [1] }],
    ['stores an explicit null', { o: { x: 1 } }, { o: null }, { o: null }],
  ])('%s', (_, stored, patch, expected) => {
    const before = structuredClone(stored);
    expect(applyPatch(stored, patch)).toEqual(expected);
    expect(stored).toEqual(before);
  });

  // What the editor sends (updateRequest) is what the server then stores, for edits PATCH can say.
  it.each([
    ['an offer state', offer, { ...offer, state: 'EXPIRED' }, 'offerObject'],
    [
      'a new barcode value',
      offer,
      { ...offer, barcode: { ...(offer.barcode as object), value: 'NEW-1' } },
      'offerObject',
    ],
    [
      'a transit class issuer name and a dropped text module',
      transit,
      {
        ...transit,
        issuerName: 'Another',
        textModulesData: (transit.textModulesData as unknown[] | undefined)?.slice(1) ?? [],
      },
      'transitClass',
    ],
  ] as const)('PATCH of %s stores the edited document', (_, before, after, kind) => {
    const request = updateRequest(before, after, kind);
    expect(request.method).toBe('PATCH');
    if (request.method !== 'PATCH') return;
    expect(applyPatch(before, request.body)).toEqual(after);
  });
});
