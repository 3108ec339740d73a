import type { FieldNode } from '../schema/introspect';
import { LEVELS, type Visit } from './readiness/readinessRule';
import { isRecord, type Segments } from './walkDocument';

/** A unit: a property of a level, or (with `rows`) each row of a level's list. */
export interface Unit {
  node: FieldNode;
  at: Segments;
  value?: unknown;
  rows?: readonly unknown[];
}

/**
 * `document` as the checker sees it: levels (the root and an embedded classReference, shallow;
 * a list itself too), checked on every call, and units (a level's other properties, each row of
 * its lists), each cached by identity.
 */
export function documentUnits(
  root: FieldNode,
  document: Record<string, unknown>,
): { levels: Visit[]; units: Unit[] } {
  const levels: Visit[] = [];
  const units: Unit[] = [];
  const decompose = (node: FieldNode, value: Record<string, unknown>, segments: Segments) => {
    levels.push({ node, value, segments });
    for (const child of node.children ?? []) {
      if (!(child.key in value)) continue;
      const item = value[child.key];
      const at = [...segments, child.key];
      const element = child.element;
      if (child.kind === 'object' && LEVELS.has(child.typeName ?? '') && isRecord(item)) {
        decompose(child, item, at);
      } else if (child.kind === 'array' && Array.isArray(item) && element) {
        // The list itself is shallow work, like a level; its rows are units.
        levels.push({ node: child, value: item, segments: at });
        units.push({ node: element, at, rows: item });
      } else {
        units.push({ node: child, at, value: item });
      }
    }
  };
  decompose(root, document, []);
  return { levels, units };
}
