import { barcodeProblem } from '../io';
import { bwipEncoders } from './barcodeSymbology';

/** Bytes each 2D symbology holds at most (binary mode, lowest error correction). */
const capacity: Readonly<Record<string, readonly [number, string]>> = {
  QR_CODE: [2953, 'A QR code'],
  AZTEC: [1914, 'An Aztec code'],
  DATA_MATRIX: [1556, 'A Data Matrix code'],
  PDF_417: [1850, 'A PDF417 code'],
};

/**
 * Why the preview cannot draw `value` as `type` (UPPER value), or null when it can: the editor's
 * alphabet and check-digit rules (src/io) plus what drawing adds (an empty value, 2D capacity, an
 * unset type).
 */
export function symbolProblem(type: string, value: string): string | null {
  if (type === 'TEXT_ONLY') return null;
  if (value === '') return 'The barcode has no value to encode.';
  if (!bwipEncoders[type])
    return 'Choose a barcode type: none is set, so Google Wallet draws no code.';
  const shared = barcodeProblem(type, value);
  if (shared) return shared.endsWith('.') ? shared : `${shared}.`;
  const limit = capacity[type];
  const bytes = new TextEncoder().encode(value).length;
  if (limit && bytes > limit[0])
    return `${limit[1]} holds at most ${limit[0]} bytes; this value has ${bytes}.`;
  return null;
}
