import { barcodeTypeSchema, enumInfo } from '../schema/enums';
import { quote } from './describeValue';

const toUpper = enumInfo.get(barcodeTypeSchema)?.toUpper ?? {};

/** GS1 mod-10 check digit of the data digits (all but the check digit). */
function gs1CheckDigit(data: string): number {
  let sum = 0;
  for (let i = 0; i < data.length; i++) {
    const digit = Number(data[data.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A GS1 code of `length` digits with its check digit; with `bare`, also the digits without it (the
 * renderer adds it). Google's BarcodeType: UPC_A "11 or 12 digit codes", ITF_14 "14 digit ITF code".
 */
function gs1(name: string, value: string, length: number, bare = true): string | null {
  if (!/^\d*$/.test(value))
    return `${name} encodes digits only; ${quote(value)} has other characters`;
  if (!bare && value.length !== length) {
    return `${name} takes exactly ${length} digits, the last the check digit; this value has ${value.length}`;
  }
  if (value.length !== length && value.length !== length - 1) {
    return `${name} takes ${length - 1} digits (the check digit is added) or ${length} digits; this value has ${value.length}`;
  }
  if (value.length === length) {
    const expected = gs1CheckDigit(value.slice(0, -1));
    if (Number(value.at(-1)) !== expected) {
      return `The check digit of this ${name} value should be ${expected}, not ${value.at(-1)}`;
    }
  }
  return null;
}

const CODE_39 = /^[0-9A-Z \-.$/+%]*$/;
const CODABAR = /^(?:[A-D][0-9\-$:/.+]*[A-D]|[0-9\-$:/.+]*)$/;

/**
 * Why `value` cannot be encoded in a barcode of `type` (either enum spelling), or null when it
 * can. Covers the symbologies with a restricted alphabet or length; the preview reuses it.
 */
export function barcodeProblem(type: string, value: string): string | null {
  switch (toUpper[type] ?? type) {
    case 'EAN_13':
      return gs1('EAN-13', value, 13);
    case 'EAN_8':
      return gs1('EAN-8', value, 8);
    case 'UPC_A':
      return gs1('UPC-A', value, 12);
    case 'ITF_14':
      return gs1('ITF-14', value, 14, false);
    case 'CODE_39':
      return CODE_39.test(value)
        ? null
        : 'Code 39 encodes only A–Z (capitals), 0–9, space and - . $ / + %';
    case 'CODABAR':
      return CODABAR.test(value)
        ? null
        : 'Codabar encodes only 0–9 and - $ : / . +, optionally between start and stop letters A–D';
    case 'CODE_128': {
      // Beyond ASCII, encoders write UTF-8 bytes that readers hand back as Latin-1 mojibake.
      const outside = Array.from(value).find((c) => c.codePointAt(0)! > 0x7f);
      return outside === undefined
        ? null
        : `Code 128 encodes ASCII characters only; “${outside}” would not scan back as typed`;
    }
    default:
      return null;
  }
}
