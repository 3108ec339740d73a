import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { bwipEncoders, bwipRenderOptions, twoDimensional } from './barcodeSymbology';
import { drawBarcodeSvg } from './drawBarcodeSvg';

// A value each symbology accepts (barcodeSymbology.test.ts scans them back).
const values: Record<string, string> = {
  AZTEC: 'PASS-4821-AZ',
  CODE_39: 'TICKET-42',
  CODE_128: 'Offer#2024/xyz',
  CODABAR: '40156',
  DATA_MATRIX: 'DM 1234 abc',
  EAN_8: '96385074',
  EAN_13: '4006381333931',
  ITF_14: '15400141288763',
  PDF_417: 'PDF417 boarding 0042',
  QR_CODE: 'https://example.com/offer?id=7',
  UPC_A: '036000291452',
};

describe('drawBarcodeSvg', () => {
  it.each(Object.keys(bwipEncoders))(
    '%s: the named encoder draws what bwip-js’s whole toSVG draws',
    (type) => {
      const value = values[type]!;
      const whole = bwipjs.toSVG(bwipRenderOptions(type, value)!);
      const expected = twoDimensional.has(type)
        ? whole
        : whole.replace('<svg ', '<svg preserveAspectRatio="none" ');
      expect(drawBarcodeSvg(type, value)).toBe(expected);
    },
  );

  it.each([['TEXT_ONLY'], ['BARCODE_TYPE_UNSPECIFIED'], ['NOT_A_TYPE']])(
    '%s has no symbol',
    (type) => {
      expect(drawBarcodeSvg(type, '123')).toBeUndefined();
    },
  );

  it('throws bwip-js’s reason for a value the symbology refuses', () => {
    expect(() => drawBarcodeSvg('EAN_13', 'letters')).toThrow(/ean13/i);
  });
});
