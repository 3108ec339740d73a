import { introspect } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { compliantValue, type ExportChange } from './compliantValue';
import { toPointer } from './issue';

/** What export changes in the document as edited, in document order, for the export preview. */
export function exportChanges(document: unknown, kind: ResourceKind): ExportChange[] {
  const changes: ExportChange[] = [];
  compliantValue(introspect(resourceSchemas[kind]), document, [], (change) => {
    changes.push({ ...change, path: toPointer(change.segments) });
  });
  return changes;
}

export type { ExportChange };
