const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour safe to hand to CSS: '#rgb' or '#rrggbb' only, else null. */
export function safeColour(value: unknown): string | null {
  return typeof value === 'string' && HEX.test(value) ? value : null;
}

/** '#rrggbb' for <input type=color>, which accepts nothing else; '#rgb' is expanded. */
export function toPickerColour(value: unknown): string {
  const colour = safeColour(value);
  if (!colour) return '#000000';
  if (colour.length === 7) return colour.toLowerCase();
  return ('#' + [...colour.slice(1)].map((c) => c + c).join('')).toLowerCase();
}
