import type { ResourceKind } from '../schema/resources';

/** A new, empty document: only the required fields, as empty strings (docs/decisions.md, Validation 6). */
export function blankDocument(kind: ResourceKind): Record<string, unknown> {
  return kind === 'offerObject' ? { id: '', classId: '' } : { id: '' };
}
