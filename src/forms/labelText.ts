import type { FieldNode } from '../schema';

/** "Barcode" -> "barcode" for "Add barcode"; acronyms such as "NFC constraint" stay as they are. */
export function lowerFirst(label: string): string {
  return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

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
