import type { SaveLinkDocument } from '../../io/saveLink/saveLinkClaims';
import type { ResourceKind } from '../../schema/resources';

/**
 * What the open document's save link holds: the document itself, and for an offer object
 * without an embedded class the open offer class its `classId` names, so the class comes along.
 */
export function saveLinkDocuments(
  kind: ResourceKind,
  document: unknown,
  pairedClass?: unknown,
): SaveLinkDocument[] {
  const own: SaveLinkDocument = { kind, document, name: 'This document' };
  const embedsClass =
    typeof document === 'object' && document !== null && 'classReference' in document;
  if (kind !== 'offerObject' || pairedClass === undefined || embedsClass) return [own];
  return [{ kind: 'offerClass', document: pairedClass, name: 'The paired offer class' }, own];
}
