import { describe, expect, it } from 'vitest';
import { barcodeProblem } from './barcodeProblem';

describe('barcodeProblem', () => {
  it.each([
    ['EAN_13', '4006381333931'],
    ['ean13', '400638133393'],
    ['EAN_8', '96385074'],
    ['UPC_A', '036000291452'],
    ['upcA', '03600029145'],
    ['ITF_14', '00012345600012'],
    ['CODE_39', 'PASS-42 $/+%.'],
    ['CODABAR', 'A40156B'],
    ['CODABAR', '123-456'],
    ['CODE_128', 'PASS-42 any ASCII ~ {|}'],
    ['code128', 'lower case and digits 0123'],
    ['CODE_128', 'tab\tand DEL\u007f'],
    ['QR_CODE', 'anything at all ✓'],
    ['TEXT_ONLY', 'x'],
  ])('%s encodes %s', (type, value) => {
    expect(barcodeProblem(type, value)).toBeNull();
  });

  it.each([
    ['EAN_13', '40063813339AB', /digits only/],
    ['EAN_13', '4006381', /12 digits .* or 13 digits; this value has 7/],
    ['EAN_13', '4006381333932', /check digit .* should be 1, not 2/],
    ['EAN_8', '96385075', /should be 4, not 5/],
    ['UPC_A', '036000291453', /should be 2/],
    ['ITF_14', '00012345600013', /should be 2/],
    ['ITF_14', '0001234560001', /exactly 14 digits, .* this value has 13/],
    ['itf14', '000123456000122', /exactly 14 digits/],
    ['CODE_39', 'lower case', /capitals/],
    ['CODABAR', 'A12', /Codabar/],
    ['CODE_128', 'naïve', /ASCII characters only; “ï”/],
    ['CODE_128', 'Ünïcode', /“Ü”/],
    ['code128', 'price £5', /“£”/],
    ['CODE_128', 'non\u00a0breaking', /ASCII characters only/],
    ['CODE_128', 'emoji 🚆', /“🚆”/],
  ])('%s rejects %s', (type, value, message) => {
    expect(barcodeProblem(type, value)).toMatch(message);
  });
});
