import type { FieldNode } from '../schema/introspect';

import type { Segments } from '../schema/segments';

export type { Segments };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of a dotted name: 'textModulesData.3.header' -> ['textModulesData', 3, 'header']. */
export function toSegments(name: string): Segments {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The value at `segments` of a document; undefined when the path leaves it. */
export function valueAt(document: unknown, segments: Segments): unknown {
  let value = document;
  for (const segment of segments) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string | number, unknown>)[segment];
  }
  return value;
}

/**
 * Visits every value of `document` that the schema knows, with its node and path. Values whose
 * shape does not match their node are visited but not entered, so any document can be walked.
 */
export function walkDocument(
  root: FieldNode,
  document: unknown,
  visit: (node: FieldNode, value: unknown, segments: Segments) => void,
): void {
  const walk = (node: FieldNode, value: unknown, segments: Segments) => {
    visit(node, value, segments);
    if (node.kind === 'object' && isRecord(value)) {
      for (const child of node.children ?? []) {
        if (child.key in value) walk(child, value[child.key], [...segments, child.key]);
      }
    } else if (node.kind === 'array' && Array.isArray(value) && node.element) {
      const element = node.element;
      value.forEach((item, index) => walk(element, item, [...segments, index]));
    }
  };
  walk(root, document, []);
}
