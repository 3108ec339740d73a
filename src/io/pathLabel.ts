import { isLocalizedTwin } from '../schema/localizedTwin';
import type { FieldNode } from '../schema/introspect';
import type { Segments } from './walkDocument';

/** "1st", "2nd", "3rd", "11th", "22nd": how a designer counts list rows. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Steps a form never shows as a level of its own: an image's source, a language's text. */
function silent(parent: FieldNode, key: string): boolean {
  if (parent.typeName === 'Image') return key === 'sourceUri';
  if (parent.typeName === 'LocalizedString')
    return key === 'defaultValue' || key === 'translatedValues';
  if (parent.typeName === 'TranslatedString') return key === 'value';
  return false;
}

/**
 * A place in a document in the editor's words, from the schema's labels: ['imageModulesData', 1,
 * 'mainImage', 'sourceUri', 'uri'] → "Image modules › 2nd › Image URL". A localized twin's default
 * text reads as its plain field ("Issuer name", not "Localized issuer name › Default › Text"),
 * the twin itself as "Issuer name › Languages", a translation as "1st translation", and a label
 * the next one repeats is said once. The one labeller of paths: issue breadcrumbs, the
 * field-path picker, the import report. (A difference names the thing edited, not a path:
 * diff/namedField.)
 */
export function pathLabel(root: FieldNode, segments: Segments): string {
  const words: string[] = [];
  let node: FieldNode | undefined = root;
  let dropped = false;
  segments.forEach((segment, i) => {
    if (node?.kind === 'array') {
      const row = typeof segment === 'number' ? ordinal(segment + 1) : String(segment);
      const item = node.ui?.itemLabel?.toLowerCase();
      words.push(dropped && item ? `${row} ${item}` : row);
      node = node.element;
      dropped = false;
      return;
    }
    const parent: FieldNode | undefined = node;
    node = parent?.children?.find((child) => child.key === String(segment));
    dropped = parent !== undefined && silent(parent, String(segment));
    if (dropped) return;
    if (node && isLocalizedTwin(root, segments.slice(0, i + 1))) {
      const plainKey = node.key.charAt(9).toLowerCase() + node.key.slice(10);
      words.push(parent?.children?.find((c) => c.key === plainKey)?.label ?? node.label);
      // The form shows the twin as its plain field's languages.
      if (i === segments.length - 1) words.push('Languages');
      return;
    }
    // A key the schema does not know is not a field: it is named as it is, quoted.
    words.push(
      node?.label ?? (typeof segment === 'number' ? ordinal(segment + 1) : `“${segment}”`),
    );
  });
  // "Image › Image URL" says "Image" twice: the longer label is enough.
  const said = words.filter(
    (word, i) => !words[i + 1]?.toLowerCase().startsWith(word.toLowerCase()),
  );
  return said.join(' › ') || 'Whole document';
}
