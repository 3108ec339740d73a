import { describe, expect, it } from 'vitest';
import { parse } from '../../io/parse';

// Values that name Object.prototype's members must be read as plain text everywhere.
describe('a value that names a prototype member is only text', () => {
  it.each(['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    '%s as an issuer name, barcode type and review status',
    (word) => {
      const text = JSON.stringify({
        id: '3388000000012345678.a',
        issuerName: word,
        reviewStatus: word,
      });
      const transit = parse(text, 'transitClass');
      const offer = parse(
        JSON.stringify({ id: '1.a', classId: '1.c', barcode: { type: word, value: '1' } }),
        'offerObject',
      );
      for (const result of [transit, offer]) {
        expect(result.issues.filter((issue) => issue.code === 'unreadable')).toEqual([]);
        expect(result.document).toBeDefined();
      }
    },
  );
});
