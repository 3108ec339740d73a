import { pathLabel } from './pathLabel';
import { introspect } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import type { Segments } from './walkDocument';

/** A field of a `kind` document as a designer reads it (pathLabel on that resource's schema). */
export function fieldLabel(kind: ResourceKind, segments: Segments): string {
  return pathLabel(introspect(resourceSchemas[kind]), segments);
}
