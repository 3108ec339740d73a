import { googleRequires } from '../io/readiness';
import type { FieldNode } from '../schema';

/**
 * Whether the field at `segments` must be filled: for the document to be valid (it is required,
 * and so is every object it sits in up to the nearest list row: a row that exists is there), or
 * for Google to take it (Google's reference marks it required on the value it sits in, as the
 * readiness rules google.required and google.required.inside check).
 */
export function isRequiredAt(root: FieldNode, segments: readonly (string | number)[]): boolean {
  let node: FieldNode | undefined = root;
  let parent: FieldNode | undefined;
  let required = true;
  for (const segment of segments) {
    if (!node) return false;
    if (node.kind === 'array') {
      node = node.element;
      required = true;
      continue;
    }
    parent = node;
    node = node.children?.find((child) => child.key === String(segment));
    required = required && node?.required === true;
  }
  if (node === undefined || node === root) return false;
  return required || googleRequires(parent?.typeName, node.key);
}
