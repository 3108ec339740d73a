import type { FieldNode } from '../schema';

export { lowerFirst } from '../io/describeValue';

/** The help line of a field: its UI help plus the limits a designer needs while typing. */
export function helpOf(node: FieldNode): string | undefined {
  const parts: string[] = [];
  if (node.ui?.help) parts.push(node.ui.help);
  if (node.maxLength !== undefined && !/characters/.test(node.ui?.help ?? '')) {
    parts.push(`Up to ${node.maxLength} characters.`);
  }
  if (node.minimum !== undefined && node.maximum !== undefined) {
    parts.push(`From ${node.minimum} to ${node.maximum}.`);
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}
