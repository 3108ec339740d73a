const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * `value` when it is a colour the spec allows (`#rgb` or `#rrggbb`, either case), else null: only
 * this reaches CSS, so no other text (`red; background: url(…)`, `expression(…)`) ever does.
 */
export function safeCssColour(value: unknown): string | null {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value : null;
}
