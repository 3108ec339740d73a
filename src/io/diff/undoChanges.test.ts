import { describe, expect, it } from 'vitest';
import { diffValues } from './diffValues';
import { undoChanges } from './undoChanges';

const offer = {
  id: '1.o',
  state: 'ACTIVE',
  barcode: { type: 'QR_CODE', value: 'A1' },
  textModulesData: [
    { id: 'a', body: 'One' },
    { id: 'b', body: 'Two' },
  ],
};

describe('undoChanges', () => {
  it.each<[string, unknown, unknown]>([
    ['nothing changed', offer, offer],
    ['a scalar changed', offer, { ...offer, state: 'EXPIRED' }],
    ['a field added', offer, { ...offer, hexBackgroundColor: '#123456' }],
    ['a field removed', offer, { ...offer, barcode: undefined }],
    ['a nested value', offer, { ...offer, barcode: { type: 'QR_CODE', value: 'B2' } }],
    [
      'rows added at the end',
      offer,
      { ...offer, textModulesData: [...offer.textModulesData, { id: 'c' }, { id: 'd' }] },
    ],
    ['rows removed from the middle', offer, { ...offer, textModulesData: [{ id: 'b' }] }],
    ['a list appears', { id: '1' }, { id: '1', messages: [{ header: 'Hi' }] }],
    ['the whole document', undefined, offer],
  ])('%s: the document before, from the one after and the changes', (_name, before, after) => {
    const clean = JSON.parse(JSON.stringify(after ?? null)) as unknown;
    const kept = structuredClone(clean);
    expect(undoChanges(clean, diffValues(before, clean))).toEqual(
      before === undefined ? undefined : JSON.parse(JSON.stringify(before)),
    );
    expect(clean).toEqual(kept);
  });
});
