import { introspect, type FieldNode } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';

/**
 * A field path as a designer reads it, from the schema's labels:
 * ['textModulesData', 2, 'body'] → "Text modules › 3 › Body".
 */
export function fieldLabel(kind: ResourceKind, segments: readonly (string | number)[]): string {
  let node: FieldNode | undefined = introspect(resourceSchemas[kind]);
  const words: string[] = [];
  for (const segment of segments) {
    if (typeof segment === 'number') {
      words.push(String(segment + 1));
      node = node?.element;
      continue;
    }
    node = node?.children?.find((child) => child.key === segment);
    words.push(node?.label ?? segment);
  }
  return words.join(' › ') || 'The whole document';
}
