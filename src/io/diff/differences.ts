import { introspect, nodeAt, type FieldNode } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import { plural } from '../verdict';
import { valueAt, type Segments } from '../walkDocument';
import { diffValues, type FieldChange } from './diffValues';
import { WHOLE, isRows, namedField } from './namedField';
import { valueWords, type ValueWords } from './valueWords';

/** What a difference is of: one field, a list, or a section of fields added or removed whole. */
export type DifferenceNoun = 'field' | 'list' | 'section';

/** A list's rows by what happened to them, matching the rows that stayed as they were. */
export interface RowCounts {
  added: number;
  removed: number;
  changed: number;
  /** What one row is called: "Text module". */
  item: string;
}

/** One thing a designer edits that differs between two documents, said once. */
export interface Difference {
  /** Stable among one comparison's differences. */
  key: string;
  change: FieldChange['change'];
  noun: DifferenceNoun;
  /** Its name from the outside in, as the form names it: ['Text module 2', 'Body']. */
  words: string[];
  /** Where it is (the plain field's place, for a field edited in both twins). */
  segments: Segments;
  /** Every JSON pointer it stands for: a path for whoever looks in the JSON. */
  paths: string[];
  before?: ValueWords;
  after?: ValueWords;
  /** A list that grew, shrank, appeared or went: its rows (positions shifted, so not by field). */
  rows?: RowCounts;
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

function rowCounts(before: readonly unknown[], after: readonly unknown[], item: string): RowCounts {
  const left = new Map<string, number>();
  for (const row of before) left.set(JSON.stringify(row), (left.get(JSON.stringify(row)) ?? 0) + 1);
  let newRows = 0;
  for (const row of after) {
    const count = left.get(JSON.stringify(row)) ?? 0;
    if (count > 0) left.set(JSON.stringify(row), count - 1);
    else newRows += 1;
  }
  const goneRows = [...left.values()].reduce((sum, n) => sum + n, 0);
  const changed = Math.min(newRows, goneRows);
  return { added: newRows - changed, removed: goneRows - changed, changed, item };
}

const nounOf = (node: FieldNode | undefined): DifferenceNoun =>
  node?.kind === 'array'
    ? 'list'
    : node?.kind === 'object' && !WHOLE.has(node.typeName ?? '')
      ? 'section'
      : 'field';

/**
 * The differences from `before` to `after` (or the leaf `changes` already found between them) in
 * a designer's terms, in document order, each once: a field edited in both its twins, or at
 * several places inside a title or an image, is one difference; a list whose length changed is
 * one difference told in rows; values are in words (valueWords), names in the form's labels.
 */
export function differences(
  kind: ResourceKind,
  before: unknown,
  after: unknown,
  changes: readonly FieldChange[] = diffValues(before, after),
): Difference[] {
  const root = introspect(resourceSchemas[kind]);
  const found = new Map<string, Difference>();
  const item = (node: FieldNode | undefined) => node?.element?.label ?? 'Item';
  for (const change of changes) {
    // The first list on the way whose length changed takes the change as rows.
    const resized = change.segments.findIndex((segment, i) => {
      if (typeof segment !== 'number') return false;
      const list = nodeAt(root, change.segments.slice(0, i));
      const at = change.segments.slice(0, i);
      return (
        list !== undefined &&
        isRows(list) &&
        asList(valueAt(before, at)).length !== asList(valueAt(after, at)).length
      );
    });
    const named = namedField(
      kind,
      resized >= 0 ? change.segments.slice(0, resized) : change.segments,
    );
    const at = change.segments.slice(0, named.depth);
    const key = named.words.join('\u241f');
    const verb = resized < 0 && named.depth === change.segments.length ? change.change : 'changed';
    const seen = found.get(key);
    if (seen) {
      seen.paths.push(change.path);
      if (seen.change !== verb) seen.change = 'changed';
      continue;
    }
    const old = valueAt(before, at);
    const now = valueAt(after, at);
    const list = named.node && isRows(named.node) && (resized >= 0 || verb !== 'changed');
    found.set(key, {
      key,
      change: verb,
      noun: nounOf(named.node),
      words: named.words,
      segments: at,
      paths: [change.path],
      ...(old !== undefined && { before: valueWords(named.node, old, kind) }),
      ...(now !== undefined && { after: valueWords(named.node, now, kind) }),
      ...(list && { rows: rowCounts(asList(old), asList(now), item(named.node)) }),
    });
  }
  return [...found.values()];
}

/** "2 fields and 1 list": how many differences, each by its noun. */
export function countDifferences(list: readonly Difference[]): string {
  const parts = (['field', 'list', 'section'] as const)
    .map((noun) => [noun, list.filter((d) => d.noun === noun).length] as const)
    .filter(([, count]) => count > 0)
    .map(([noun, count]) => plural(count, noun));
  if (parts.length === 0) return 'no differences';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
