import type { Segments } from './segments';
import { nodeAt, type FieldNode } from './introspect';

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * The schema's pairs of a plain string and its translations: `issuerName` and
 * `localizedIssuerName`, `header` and `localizedHeader`. A pair is two siblings named `x` (a
 * string) and `localizedX` (a LocalizedString), both current or both deprecated.
 */
function twinKeys(siblings: readonly FieldNode[], plain: FieldNode): FieldNode | null {
  if (plain.kind !== 'string') return null;
  const localized = siblings.find((c) => c.key === `localized${capitalised(plain.key)}`);
  return localized?.typeName === 'LocalizedString' && localized.deprecated === plain.deprecated
    ? localized
    : null;
}

/** The localized twin of the plain string at `segments`, if the schema pairs them. */
export function localizedTwinOf(root: FieldNode, segments: Segments): FieldNode | null {
  const parent = nodeAt(root, segments.slice(0, -1));
  const node = parent?.children?.find((c) => c.key === segments.at(-1));
  return parent?.children && node ? twinKeys(parent.children, node) : null;
}

/** True when the LocalizedString at `segments` is shown inside its plain twin's field. */
export function isLocalizedTwin(root: FieldNode, segments: Segments): boolean {
  const parent = nodeAt(root, segments.slice(0, -1));
  const key = segments.at(-1);
  if (!parent?.children || typeof key !== 'string' || !key.startsWith('localized')) return false;
  const plainKey = key.charAt(9).toLowerCase() + key.slice(10);
  const plain = parent.children.find((c) => c.key === plainKey);
  return plain ? twinKeys(parent.children, plain)?.key === key : false;
}

/**
 * The path of the plain string whose control edits the localized twin's default text at
 * `segments` ('/localizedIssuerName/defaultValue/value' -> ['issuerName']); null for any other path.
 */
export function plainTwinOf(root: FieldNode, segments: Segments): Segments | null {
  if (segments.length < 3 || segments.at(-2) !== 'defaultValue' || segments.at(-1) !== 'value')
    return null;
  const at = segments.slice(0, -2);
  const key = at.at(-1);
  if (typeof key !== 'string' || !isLocalizedTwin(root, at)) return null;
  return [...at.slice(0, -1), key.charAt(9).toLowerCase() + key.slice(10)];
}
