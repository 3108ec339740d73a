import type { FieldNode } from '../../schema';

/** "Not set (default: Unspecified)": how a field left out reads, with the spec's default. */
export function notSetText(node: FieldNode): string {
  if (node.default === undefined) return 'Not set';
  let shown: string;
  if (typeof node.default === 'boolean') shown = node.default ? 'Yes' : 'No';
  else if (typeof node.default === 'string' && node.enum)
    shown = node.enum.labels[node.default] ?? node.default;
  else shown = JSON.stringify(node.default);
  return `Not set (default: ${shown})`;
}
