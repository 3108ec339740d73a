import { googleRequires } from '../io/readiness';
import type { FieldNode } from '../schema';

/**
 * The leaf that holds what a value of the type says: a required text or image is filled there
 * (its group has no control to mark required).
 */
const CONTENT: Record<string, readonly string[]> = {
  LocalizedString: ['defaultValue', 'value'],
  Image: ['sourceUri', 'uri'],
};

/**
 * Whether the field at `segments` must be filled: for the document to be valid (it is required,
 * and so is every object it sits in up to the nearest list row: a row that exists is there), or
 * for Google to take it (Google's reference marks it required on the value it sits in, as the
 * readiness rules google.required and google.required.inside check). The default text of a
 * required localized string and the URL of a required image are required with it.
 */
export function isRequiredAt(root: FieldNode, segments: readonly (string | number)[]): boolean {
  let node: FieldNode | undefined = root;
  let parent: FieldNode | undefined;
  let required = true;
  for (const [at, segment] of segments.entries()) {
    if (!node) return false;
    if (node.kind === 'array') {
      node = node.element;
      required = true;
      continue;
    }
    const content = node.typeName ? CONTENT[node.typeName] : undefined;
    const rest = segments.slice(at);
    if (content && rest.length === content.length && content.every((key, i) => key === rest[i])) {
      if (isRequiredAt(root, segments.slice(0, at))) return true;
    }
    parent = node;
    node = node.children?.find((child) => child.key === String(segment));
    required = required && node?.required === true;
  }
  if (node === undefined || node === root) return false;
  return required || googleRequires(parent?.typeName, node.key);
}
