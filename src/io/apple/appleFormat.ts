import { cardTextColour, contrastRatio, MIN_TEXT_CONTRAST, toHexColour } from '../cardColours';

// Apple's PassKit Package Format Reference (pass.json), the parts Pass Studio maps.

export type AppleStyle = 'boardingPass' | 'coupon' | 'eventTicket' | 'storeCard' | 'generic';
export const APPLE_STYLES: readonly AppleStyle[] = [
  'boardingPass',
  'coupon',
  'eventTicket',
  'storeCard',
  'generic',
];

export type AppleRow =
  'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields';
export const APPLE_ROWS: readonly AppleRow[] = [
  'headerFields',
  'primaryFields',
  'secondaryFields',
  'auxiliaryFields',
  'backFields',
];

/** The rows as Wallet's designers name them. */
export const ROW_WORDS: Record<AppleRow, string> = {
  headerFields: 'Header field',
  primaryFields: 'Primary field',
  secondaryFields: 'Secondary field',
  auxiliaryFields: 'Auxiliary field',
  backFields: 'Back field',
};

/** How many fields each row of a style shows (Apple's reference; the back has no limit). */
export const ROW_LIMITS: Record<'boardingPass' | 'coupon', Record<AppleRow, number>> = {
  boardingPass: {
    headerFields: 3,
    primaryFields: 2,
    secondaryFields: 5,
    auxiliaryFields: 5,
    backFields: Infinity,
  },
  coupon: {
    headerFields: 3,
    primaryFields: 1,
    secondaryFields: 4,
    auxiliaryFields: 4,
    backFields: Infinity,
  },
};

/** Wallet keeps the first 10 locations of a pass. */
export const APPLE_MAX_LOCATIONS = 10;

export interface AppleField {
  key: string;
  label?: string;
  value: string;
}

export type AppleBarcodeFormat =
  'PKBarcodeFormatQR' | 'PKBarcodeFormatPDF417' | 'PKBarcodeFormatAztec' | 'PKBarcodeFormatCode128';

export interface AppleBarcode {
  format: AppleBarcodeFormat;
  message: string;
  messageEncoding: string;
  altText?: string;
}

/** Google's barcode type of each Apple format, both ways. */
export const BARCODE_FORMATS: readonly [
  google: string,
  apple: AppleBarcodeFormat,
  words: string,
][] = [
  ['QR_CODE', 'PKBarcodeFormatQR', 'QR code'],
  ['PDF_417', 'PKBarcodeFormatPDF417', 'PDF417'],
  ['AZTEC', 'PKBarcodeFormatAztec', 'Aztec'],
  ['CODE_128', 'PKBarcodeFormatCode128', 'Code 128'],
];

/** Apple's transit types and Google's. */
export const TRANSIT_TYPES: readonly [google: string, apple: string, words: string][] = [
  ['RAIL', 'PKTransitTypeTrain', 'train'],
  ['BUS', 'PKTransitTypeBus', 'bus'],
  ['FERRY', 'PKTransitTypeBoat', 'boat'],
  ['OTHER', 'PKTransitTypeGeneric', 'other transport'],
];

/** `#336699` → `rgb(51, 102, 153)`, the form pass.json takes. */
export function toAppleColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** `rgb(51, 102, 153)` (or a hex colour, which some generators write) → `#336699`. */
export function fromAppleColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const rgb = /^\s*rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(value);
  if (!rgb) return toHexColour(value.trim());
  return (
    '#' +
    rgb
      .slice(1, 4)
      .map((c) => Math.min(255, Number(c)).toString(16).padStart(2, '0'))
      .join('')
  );
}

/** Mixes two `#rrggbb` colours: `amount` 0 is `a`, 1 is `b`. */
function mix(a: string, b: string, amount: number): string {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  return (
    '#' +
    [1, 3, 5]
      .map((at) =>
        Math.round(channel(a, at) * (1 - amount) + channel(b, at) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/**
 * The value and label colours for a background, as Google's own text colour is chosen (dark on
 * light, white on dark); the label a step toward the background while it still reads at 4.5:1.
 */
export function appleTextColours(background: string): { foreground: string; label: string } {
  const foreground = cardTextColour(background);
  const label = [0.35, 0.25, 0.15]
    .map((amount) => mix(foreground, background, amount))
    .find((c) => contrastRatio(c, background) >= MIN_TEXT_CONTRAST);
  return { foreground, label: label ?? foreground };
}
