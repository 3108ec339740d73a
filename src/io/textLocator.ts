import type { Node } from 'jsonc-parser';

export interface TextPosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 units as editors count them. */
  column: number;
}

/** Turns offsets into 1-based line and column; the line starts are computed once. */
export function createLineIndex(text: string): (offset: number) => TextPosition {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}

/**
 * The text offset that best shows an issue at `segments`: the value itself; for an unknown
 * property its key (`target: 'key'`); for a missing field the nearest enclosing value.
 */
export function offsetOf(
  tree: Node | undefined,
  segments: readonly (string | number)[],
  target: 'value' | 'key' = 'value',
): number | undefined {
  if (!tree) return undefined;
  for (let length = segments.length; length >= 0; length--) {
    const node = findNode(tree, segments.slice(0, length));
    if (!node) continue;
    if (target === 'key' && length === segments.length && node.parent?.type === 'property') {
      return node.parent.children?.[0]?.offset ?? node.offset;
    }
    return node.offset;
  }
  return undefined;
}

/** jsonc-parser's findNodeAtLocation, except that a repeated key resolves to its last occurrence:
 * the value JSON.parse keeps. */
function findNode(root: Node, path: readonly (string | number)[]): Node | undefined {
  let node: Node | undefined = root;
  for (const segment of path) {
    if (!node?.children) return undefined;
    if (typeof segment === 'string') {
      if (node.type !== 'object') return undefined;
      const property: Node | undefined = node.children.findLast(
        (child) => child.children?.[0]?.value === segment,
      );
      node = property?.children?.[1];
    } else {
      if (node.type !== 'array') return undefined;
      node = node.children[segment];
    }
  }
  return node;
}
