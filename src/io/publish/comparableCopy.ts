import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { resourceFields } from '../resourceFields';

const setByGoogle = new Map<ResourceKind, ReadonlySet<string>>();

/** Top-level fields only Google writes (`ui.setByGoogle`: hasUsers, review). */
function googleWrites(kind: ResourceKind): ReadonlySet<string> {
  let fields = setByGoogle.get(kind);
  if (!fields) {
    const children = introspect(resourceSchemas[kind]).children ?? [];
    fields = new Set(children.filter((child) => child.ui?.setByGoogle).map((child) => child.key));
    setByGoogle.set(kind, fields);
  }
  return fields;
}

export interface ComparableCopy {
  /** Google's copy with only what the document can say: the side of a diff. */
  copy: Record<string, unknown>;
  /** Fields of Google's copy that Pass Studio does not edit, as Google has them. */
  extra: Record<string, unknown>;
}

/**
 * Google's copy of a pass made comparable with the document: `kind` and what only Google writes
 * are left out, as is an object's `classReference`, which Google fills in from the class on
 * every read ("These fields are retrieved during a GET"). Fields Pass Studio does not know are kept aside, so that an update can
 * send them back rather than lose them.
 */
export function comparableCopy(
  kind: ResourceKind,
  googleCopy: Record<string, unknown>,
): ComparableCopy {
  const known = resourceFields.get(kind) ?? new Set<string>();
  const skip = googleWrites(kind);
  const copy: Record<string, unknown> = {};
  const extra: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(googleCopy)) {
    if (key === 'kind' || skip.has(key)) continue;
    if (key === 'classReference' && kind === 'offerObject') continue;
    if (known.has(key)) copy[key] = value;
    else extra[key] = value;
  }
  return { copy, extra };
}
