import type { FieldNode } from '../schema';
import type { Segments } from './fieldPath';

/**
 * The subtree whose schema errors a change of the field `name` (react-hook-form's dotted name)
 * can alter: down to the deepest array row on its path, else its top-level property. A change of
 * a list itself (add, move, remove) is the whole list; a name the schema does not know, the
 * nearest known ancestor. [] is the whole document.
 */
export function changedSubtree(root: FieldNode, name: string): Segments {
  const parts = name === '' ? [] : name.split('.');
  const segments: (string | number)[] = [];
  let subtree: Segments = [];
  let node: FieldNode | undefined = root;
  for (const part of parts) {
    if (!node) break;
    if (node.kind === 'array') {
      if (!/^\d+$/.test(part)) break;
      segments.push(Number(part));
      node = node.element;
      subtree = [...segments];
    } else {
      const child: FieldNode | undefined = node.children?.find((c) => c.key === part);
      if (!child) break;
      segments.push(part);
      node = child;
      if (segments.length === 1) subtree = [...segments];
    }
  }
  return subtree;
}
