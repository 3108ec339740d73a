import type { FieldNode } from '../schema/introspect';
import { isRecord } from './walkDocument';

/** A field's value as a row's name shows it (a header, a text, an image's address), or undefined. */
export function shownText(node: FieldNode, value: unknown): string | undefined {
  // A secret (the TOTP key) stays masked: a row summary never shows it.
  if (node.deprecated || node.key === 'id' || node.ui?.widget === 'secret') return undefined;
  if (
    (node.kind === 'string' || node.kind === 'number' || node.kind === 'integer') &&
    value !== undefined &&
    value !== null &&
    value !== ''
  ) {
    return typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (node.typeName === 'LocalizedString' && isRecord(value) && isRecord(value.defaultValue)) {
    const text = value.defaultValue.value;
    return typeof text === 'string' && text !== '' ? text : undefined;
  }
  if (node.typeName === 'Image' && isRecord(value) && isRecord(value.sourceUri)) {
    const uri = value.sourceUri.uri;
    return typeof uri === 'string' && uri !== '' ? uri : undefined;
  }
  return undefined;
}
