import { safeCssColour } from './safeColour';

/**
 * The colours of a card as Google Wallet draws them. The issuer sets only the background
 * (`hexBackgroundColor`); Google picks the text colour itself and publishes no rule for it. Like
 * Android's own light/dark test (`MaterialColors.isColorLight`: relative luminance above 0.5),
 * dark text goes on light colours and white on the rest. The preview draws with `cardTextColour`
 * and `google.contrast` checks it, so the warning is about the text the preview shows: its
 * faintest, the labels drawn at `LABEL_OPACITY`.
 */

/** The dark and light text of Google's Material palette. */
export const DARK_TEXT = '#202124';
export const LIGHT_TEXT = '#ffffff';

/**
 * Google Wallet draws a row's label ("Fare" over "2.80 EUR") in a lighter tone than its value:
 * the text colour at 80 %, the faintest text of the card. The preview draws with it
 * (`cardLabelColour`), and `google.contrast` checks it.
 */
export const LABEL_OPACITY = 0.8;

/** WCAG 2.2, 1.4.3 Contrast (Minimum): text of normal size needs at least 4.5:1. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#rrggbb` (lower case) for a valid `#rgb`/`#rrggbb`, else undefined: nothing else reaches CSS. */
export function toHexColour(value: unknown): string | undefined {
  const colour = safeCssColour(value);
  if (!colour) return undefined;
  const hex = colour.slice(1).toLowerCase();
  return '#' + (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex);
}

/** A channel of `#rrggbb` (offset 1, 3 or 5) as linear light, 0 to 1 (WCAG 2.2's sRGB formula). */
export function linearChannel(hex: string, offset: number): number {
  const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.2 relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  return (
    0.2126 * linearChannel(hex, 1) + 0.7152 * linearChannel(hex, 3) + 0.0722 * linearChannel(hex, 5)
  );
}

/** WCAG 2.2 contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The text colour Google Wallet draws on a `#rrggbb` card colour: dark on light, white on dark. */
export function cardTextColour(background: string): string {
  return relativeLuminance(background) > 0.5 ? DARK_TEXT : LIGHT_TEXT;
}

/** `#rrggbb` drawn at `alpha` (0 to 1) over `#rrggbb`: the colour that shows, as a browser blends it. */
export function blendColour(colour: string, behind: string, alpha: number): string {
  return (
    '#' +
    [1, 3, 5]
      .map((offset) => {
        const [front, back] = [colour, behind].map((hex) =>
          parseInt(hex.slice(offset, offset + 2), 16),
        );
        return Math.round(front! * alpha + back! * (1 - alpha))
          .toString(16)
          .padStart(2, '0');
      })
      .join('')
  );
}

/** The colour of the labels drawn on a `#rrggbb` card colour: its text at `LABEL_OPACITY`. */
export function cardLabelColour(background: string): string {
  return blendColour(cardTextColour(background), background, LABEL_OPACITY);
}

/** The contrast of the faintest text drawn on a `#rrggbb` card colour: its labels. */
export function cardTextContrast(background: string): number {
  return contrastRatio(background, cardLabelColour(background));
}

/** Whether all the text drawn on a `#rrggbb` card colour, labels included, meets WCAG's 4.5:1. */
export function cardTextReads(background: string): boolean {
  return cardTextContrast(background) >= MIN_TEXT_CONTRAST;
}
