import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

/**
 * Where the value at `segments` starts in JSON `text`, as an offset; for a path that is not in
 * the text (a missing required field) the nearest enclosing value that is. 0 when the text does
 * not parse that far.
 */
export function pathOffset(text: string, segments: readonly (string | number)[]): number {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  if (!tree) return 0;
  for (let length = segments.length; length >= 0; length--) {
    const node: Node | undefined = findNodeAtLocation(tree, [...segments.slice(0, length)]);
    if (!node) continue;
    // A property's value: put the cursor on its name, where a reader looks for it.
    const property = node.parent?.type === 'property' ? node.parent : undefined;
    return length === segments.length && property ? property.offset : node.offset;
  }
  return 0;
}
