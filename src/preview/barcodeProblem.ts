// Which values each symbology can carry, so the preview says why instead of drawing nothing.

const digitsWithCheck: Record<string, readonly [number, string]> = {
  EAN_8: [8, 'EAN-8'],
  EAN_13: [13, 'EAN-13'],
  UPC_A: [12, 'UPC-A'],
  ITF_14: [14, 'ITF-14'],
};

/** Bytes each 2D symbology holds at most (binary mode, lowest error correction). */
const capacity: Record<string, readonly [number, string]> = {
  QR_CODE: [2953, 'A QR code'],
  AZTEC: [1914, 'An Aztec code'],
  DATA_MATRIX: [1556, 'A Data Matrix code'],
  PDF_417: [1850, 'A PDF417 code'],
};

/** GS1 mod-10 check digit of the digits before it (EAN, UPC, ITF-14). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function checkDigits(value: string, length: number, name: string): string | null {
  if (!/^\d+$/.test(value)) return `${name} encodes digits only; "${value}" has other characters.`;
  if (value.length !== length && value.length !== length - 1)
    return `${name} needs ${length - 1} digits (or ${length} with the check digit); this value has ${value.length}.`;
  if (value.length === length) {
    const expected = gs1CheckDigit(value.slice(0, -1));
    if (Number(value.slice(-1)) !== expected)
      return `The check digit of this ${name} value should be ${expected}, not ${value.slice(-1)}.`;
  }
  return null;
}

/** Why `type` cannot encode `value`, or null when it can. Types are UPPER_SNAKE values. */
export function barcodeProblem(type: string, value: string): string | null {
  if (type === 'TEXT_ONLY') return null;
  if (value === '') return 'The barcode has no value to encode.';
  const check = digitsWithCheck[type];
  if (check) return checkDigits(value, ...check);
  const limit = capacity[type];
  if (limit) {
    const bytes = new TextEncoder().encode(value).length;
    return bytes > limit[0] ? `${limit[1]} holds at most ${limit[0]} bytes; this value has ${bytes}.` : null;
  }
  switch (type) {
    case 'CODE_39':
      return /^[0-9A-Z \-.$/+%]+$/.test(value)
        ? null
        : 'Code 39 encodes digits, capital letters, space and - . $ / + % only.';
    case 'CODE_128':
      return [...value].every((c) => c.charCodeAt(0) < 128) ? null : 'Code 128 encodes ASCII characters only.';
    case 'CODABAR':
      return /^([A-D])?[0-9\-$:/.+]+([A-D])?$/i.test(value) && /^[A-D].*[A-D]$|^[^A-D]*$/i.test(value)
        ? null
        : 'Codabar encodes digits and - $ : / . + between optional start and stop letters A to D.';
    default:
      return `Choose a barcode type: "${type}" is not one Google Wallet draws.`;
  }
}
