import { z } from 'zod';
import { resourceSchemas, type ResourceKind } from '../schema/resources';

const cache = new Map<ResourceKind, Record<string, unknown>>();

/**
 * The JSON Schema (draft 2020-12) of a resource as input, with spec types under `$defs` and
 * deprecated fields marked `deprecated: true` (from the schema's metadata).
 */
export function jsonSchema(kind: ResourceKind): Record<string, unknown> {
  let schema = cache.get(kind);
  if (!schema) {
    schema = z.toJSONSchema(resourceSchemas[kind], { io: 'input' });
    cache.set(kind, schema);
  }
  return structuredClone(schema);
}
