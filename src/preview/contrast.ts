import { safeCssColour } from '../io';

/** `#rrggbb` (lower case) for a valid `#rgb`/`#rrggbb`, else undefined: nothing else reaches CSS. */
export function toHexColour(value: unknown): string | undefined {
  const colour = safeCssColour(value);
  if (!colour) return undefined;
  const hex = colour.slice(1).toLowerCase();
  return '#' + (hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex);
}

/** WCAG 2 relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export const darkText = '#202124';
export const lightText = '#ffffff';

/** Dark text on light backgrounds (luminance above 0.5), white on dark: our choice, Google sets none. */
export function textColourFor(background: string): string {
  return relativeLuminance(background) > 0.5 ? darkText : lightText;
}
