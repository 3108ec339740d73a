import { isLocalizedTwin } from '../../schema/localizedTwin';
import { introspect, type FieldNode } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { lowerFirst } from '../describeValue';
import type { Segments } from '../walkDocument';

/** Types a designer edits as one thing: a change inside one is a change of it. */
export const WHOLE = new Set(['LocalizedString', 'Image', 'LatLongPoint']);

export interface NamedField {
  /** Words from the outside in: ['Text module 3', 'Body']. */
  words: string[];
  /** How far into `segments` the name reaches (a change inside a title is the title's). */
  depth: number;
  /** The node at `depth`, when the schema knows it. */
  node: FieldNode | undefined;
}

/**
 * The thing a designer edits at `segments`, by its words: a row is its item label and number,
 * a localized twin is its plain field (one control edits both), a title's translations or an
 * image's URL are the title or the image.
 */
export function namedField(kind: ResourceKind, segments: Segments): NamedField {
  const root = introspect(resourceSchemas[kind]);
  let node: FieldNode | undefined = root;
  const words: string[] = [];
  let depth = 0;
  for (const segment of segments) {
    if (node && (WHOLE.has(node.typeName ?? '') || (node.kind === 'array' && !isRows(node)))) break;
    depth += 1;
    if (typeof segment === 'number') {
      const item = node?.element?.label ?? 'Item';
      words.pop();
      words.push(`${item} ${segment + 1}`);
      node = node?.element;
      continue;
    }
    const here = segments.slice(0, depth);
    const plain = node && isLocalizedTwin(root, here) ? twinOf(node, segment) : undefined;
    node = node?.children?.find((child) => child.key === segment);
    words.push((plain ?? node)?.label ?? segment);
  }
  return { words, depth, node };
}

/** "Barcode value", "Text module 3 body": the words as one short name, for a sentence. */
export function shortFieldName(words: readonly string[]): string {
  const [first = 'The whole document', ...rest] = words;
  return [first, ...rest.map(lowerFirst)].join(' ');
}

/** "Text module 3 › Body": the words as a heading names the field. */
export const fieldWords = (words: readonly string[]): string =>
  words.join(' › ') || 'The whole document';

/** A list whose rows have fields of their own (modules, messages), not a list of values. */
export const isRows = (node: FieldNode) => node.kind === 'array' && node.element?.kind === 'object';

function twinOf(parent: FieldNode, localizedKey: string): FieldNode | undefined {
  const plainKey = localizedKey.charAt(9).toLowerCase() + localizedKey.slice(10);
  return parent.children?.find((child) => child.key === plainKey);
}
