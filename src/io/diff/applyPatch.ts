import { isRecord } from '../walkDocument';
/**
 * What Google stores after a PATCH of `patch` onto `stored`, by its patch semantics: each field
 * sent replaces the stored one, except that an object sent onto an object merges into it, field
 * by field, at any depth; arrays and every other value are replaced whole. A field not sent is
 * left as it is. Neither argument is changed.
 */
export function applyPatch(
  stored: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    const before = merged[key];
    merged[key] = isRecord(before) && isRecord(value) ? applyPatch(before, value) : value;
  }
  return merged;
}
