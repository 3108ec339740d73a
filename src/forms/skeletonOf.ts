import type { FieldNode } from '../schema';

/**
 * The smallest value the form needs to show an object or array: required nested objects and
 * required arrays are created, scalars never (the resolver reports what is still missing).
 */
export function skeletonOf(node: FieldNode): unknown {
  if (node.kind === 'array') return [];
  if (node.kind !== 'object') return undefined;
  const value: Record<string, unknown> = {};
  for (const child of node.children ?? []) {
    if (child.required && (child.kind === 'object' || child.kind === 'array')) {
      value[child.key] = skeletonOf(child);
    }
  }
  return value;
}
