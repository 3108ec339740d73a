import { describe, expect, it } from 'vitest';
import { barcodeProblem, gs1CheckDigit } from './barcodeProblem';

describe('barcodeProblem', () => {
  it.each([
    ['EAN_13', '4006381333931', null],
    ['EAN_13', '400638133393', null],
    ['EAN_13', '4006381333932', 'check digit of this EAN-13 value should be 1'],
    ['EAN_13', '40063813339', 'needs 12 digits (or 13'],
    ['EAN_13', '40063813339A', 'digits only'],
    ['EAN_8', '96385074', null],
    ['UPC_A', '036000291453', 'should be 2'],
    ['ITF_14', '1540014128876', null],
    ['CODE_39', 'ABC-123', null],
    ['CODE_39', 'abc', 'capital letters'],
    ['CODE_128', 'any ASCII ~', null],
    ['CODE_128', 'naïve', 'ASCII characters only'],
    ['CODABAR', 'A123B', null],
    ['CODABAR', '123', null],
    ['CODABAR', 'A123', 'start and stop'],
    ['QR_CODE', 'x'.repeat(2953), null],
    ['QR_CODE', 'x'.repeat(2954), 'at most 2953 bytes'],
    ['PDF_417', '', 'no value'],
    ['TEXT_ONLY', '', null],
    ['BARCODE_TYPE_UNSPECIFIED', 'x', 'Choose a barcode type'],
  ])('%s %j', (type, value, problem) => {
    const result = barcodeProblem(type, value);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toContain(problem);
  });

  it('computes GS1 check digits', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('03600029145')).toBe(2);
  });
});
