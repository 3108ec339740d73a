import type { FieldChange } from './diffValues';
import { isRecord } from '../walkDocument';

export interface PatchBody {
  /** The JSON body of a PATCH request; undefined when nothing changed or PATCH cannot say it. */
  body?: Record<string, unknown>;
  /** Removed fields: PATCH leaves a field it is not sent alone, and merges nested objects. */
  inexpressible: FieldChange[];
}

/** Where a removal is lost under PATCH: not inside an array, which PATCH replaces whole. */
const lostUnderPatch = (change: FieldChange, after: Record<string, unknown>): boolean => {
  let value: unknown = after;
  for (const segment of change.segments.slice(0, -1)) {
    if (Array.isArray(value)) return false;
    value = isRecord(value) ? value[segment] : undefined;
  }
  return !Array.isArray(value);
};

/**
 * The body of a Google Wallet PATCH request that turns the export `before` into `after`: every
 * top-level field that changed, whole and in compliant form, plus `id` (and an object's
 * `classId`). Google's patch semantics merge nested objects and replace arrays, so a field
 * removed outside an array cannot be said; those are listed and no body is made, since a body
 * without them would leave the old values in place.
 */
export function patchBody(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  changes: readonly FieldChange[],
): PatchBody {
  const inexpressible = changes.filter(
    (change) => change.change === 'removed' && lostUnderPatch(change, after),
  );
  if (inexpressible.length > 0 || changes.length === 0) return { inexpressible };
  const top = new Set(changes.map((change) => String(change.segments[0])));
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'id' || key === 'classId' || top.has(key)) body[key] = after[key];
  }
  if (!('id' in body) && 'id' in before) body.id = before.id;
  return { body, inexpressible };
}
