import { safeCssColour } from '../../io/safeColour';

/** '#rrggbb' for <input type=color>, which accepts nothing else; '#rgb' is expanded. */
export function toPickerColour(value: unknown): string {
  const colour = safeCssColour(value);
  if (!colour) return '#000000';
  if (colour.length === 7) return colour.toLowerCase();
  return ('#' + [...colour.slice(1)].map((c) => c + c).join('')).toLowerCase();
}
