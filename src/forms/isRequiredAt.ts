import type { FieldNode } from '../schema';

/**
 * Whether the field at `segments` must be filled for the document to be valid: it is required,
 * and so is every object it sits in up to the nearest list row (a row that exists is there).
 */
export function isRequiredAt(root: FieldNode, segments: readonly (string | number)[]): boolean {
  let node: FieldNode | undefined = root;
  let required = true;
  for (const segment of segments) {
    if (!node) return false;
    if (node.kind === 'array') {
      node = node.element;
      required = true;
      continue;
    }
    node = node.children?.find((child) => child.key === String(segment));
    required = required && node?.required === true;
  }
  return node !== undefined && node !== root && required;
}
