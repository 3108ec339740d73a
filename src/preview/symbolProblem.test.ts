import { describe, expect, it } from 'vitest';
import { symbolProblem } from './symbolProblem';

describe('symbolProblem', () => {
  it.each([
    ['EAN_13', '4006381333931', null],
    ['EAN_13', '400638133393', null],
    ['EAN_13', '4006381333932', 'should be 1'],
    ['EAN_13', '40063813339A', 'digits only'],
    ['UPC_A', '036000291453', 'should be 2'],
    // Google takes a 14-digit ITF code; 13 digits would leave the check digit to the printer.
    ['ITF_14', '15400141288763', null],
    ['ITF_14', '1540014128876', 'this value has 13'],
    ['CODE_39', 'ABC-123', null],
    ['CODE_39', 'abc', 'capitals'],
    ['CODE_128', 'any ASCII ~', null],
    ['CODE_128', 'naïve', 'ASCII characters only'],
    ['CODABAR', 'A123B', null],
    ['CODABAR', '123', null],
    ['QR_CODE', 'x'.repeat(2953), null],
    ['QR_CODE', 'x'.repeat(2954), 'at most 2953 bytes'],
    ['AZTEC', 'é'.repeat(958), 'this value has 1916'],
    ['PDF_417', '', 'no value'],
    ['TEXT_ONLY', '', null],
    ['BARCODE_TYPE_UNSPECIFIED', 'x', 'Choose a barcode type'],
  ])('%s %j', (type, value, problem) => {
    const result = symbolProblem(type, value);
    if (problem === null) expect(result).toBeNull();
    else expect(result).toContain(problem);
  });
});
