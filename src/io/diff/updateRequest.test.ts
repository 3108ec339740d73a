import { describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { updateRequest } from './updateRequest';

const offer = samples.offerObject as Record<string, unknown>;
const { barcode: _removed, ...withoutBarcode } = offer;

describe('updateRequest', () => {
  it('PATCH with the changed fields and the ids', () => {
    expect(updateRequest(offer, { ...offer, state: 'EXPIRED' }, 'offerObject')).toEqual({
      method: 'PATCH',
      body: { id: offer.id, classId: offer.classId, state: 'EXPIRED' },
    });
  });

  it.each([
    ['no earlier copy', undefined, offer, /no earlier copy/],
    ['a removed field', offer, withoutBarcode, /PATCH cannot remove \/barcode/],
    ['an invalid document', offer, { ...offer, state: 'nope' }, /document is not valid/],
    ['no change', offer, offer, /nothing changed/],
  ])('PUT of the whole document for %s', (_, previous, next, reason) => {
    const request = updateRequest(previous, next, 'offerObject');
    expect(request).toMatchObject({ method: 'PUT', body: next });
    expect(request.method === 'PUT' && request.reason).toMatch(reason);
  });
});
