/** True when a value is there: neither absent nor null (for the spec's optional fields, the same). */
export const isSet = (value: unknown): boolean => value !== undefined && value !== null;

/** True when a value holds nothing a user typed: absent, null, or objects of such values. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isBlank);
  return false;
}
