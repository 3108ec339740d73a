import type { FieldNode } from '../schema';

/**
 * A document where every optional object and array is present (arrays with one element) and every
 * scalar has a value of its type, so rendering it shows every field of the tree.
 */
export function fullDocument(node: FieldNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(
        (node.children ?? []).map((child) => [child.key, fullDocument(child)]),
      );
    case 'array':
      return node.element ? [fullDocument(node.element)] : [];
    case 'string':
      if (node.format === 'uri') return 'https://example.com/a.png';
      if (node.format === 'date-time') return '2025-03-01T10:00:00Z';
      if (node.ui?.widget === 'color') return '#336699';
      if (node.ui?.widget === 'digits') return '30000';
      return 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return node.enum?.values[1] ?? node.enum?.values[0];
    default:
      return undefined;
  }
}

/** The concrete names of every leaf of the tree in fullDocument: '*' becomes index 0. */
export function leafNames(node: FieldNode, prefix: readonly string[] = []): string[] {
  const here = node.key === '' ? prefix : [...prefix, node.key === '*' ? '0' : node.key];
  if (node.kind === 'object')
    return (node.children ?? []).flatMap((child) => leafNames(child, here));
  if (node.kind === 'array') {
    // Lists of scalars are one control (tokens, checkboxes); lists of objects hold leaves.
    if (node.element && node.element.kind !== 'object') return [here.join('.')];
    return node.element ? leafNames(node.element, here) : [];
  }
  return [here.join('.')];
}
