import { lowerFirst } from '../forms/labelText';
import { valueAt } from '../forms/fieldPath';
import { diffValues } from '../io/diff/diffValues';
import { introspect, nodeAt, resourceSchemas, type ResourceKind } from '../schema';
import { isRows, namedField, shortFieldName } from './fieldName';

type Verb = 'changed' | 'added' | 'removed';

/** Names shown per verb before "and N more". */
const SHOWN = 3;

function plural(noun: string): string {
  if (/(s|x|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

export const countOf = (count: number, item: string) =>
  `${count} ${lowerFirst(count === 1 ? item : plural(item))}`;

/** Rows added, removed and edited between two lists, matching rows that stayed as they were. */
function rowCounts(before: readonly unknown[], after: readonly unknown[]) {
  const left = new Map<string, number>();
  for (const row of before) left.set(JSON.stringify(row), (left.get(JSON.stringify(row)) ?? 0) + 1);
  let newRows = 0;
  for (const row of after) {
    const key = JSON.stringify(row);
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    else newRows += 1;
  }
  const goneRows = [...left.values()].reduce((sum, n) => sum + n, 0);
  const edited = Math.min(newRows, goneRows);
  return { added: newRows - edited, removed: goneRows - edited, changed: edited };
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/**
 * One line that says what changed from `before` to `after` in a designer's words:
 * "Changed Issuer name, Barcode value; added 1 text module". A list that grew or shrank is told
 * in rows (its positions shifted, so field by field would mislead); any other change by the
 * field a designer edits.
 */
export function changeSummary(kind: ResourceKind, before: unknown, after: unknown): string {
  const names: Record<Verb, string[]> = { changed: [], added: [], removed: [] };
  const note = (verb: Verb, name: string) => {
    if (!names[verb].includes(name)) names[verb].push(name);
  };
  const lists = new Set<string>();
  const root = introspect(resourceSchemas[kind]);
  for (const change of diffValues(before, after)) {
    const { depth, node, words } = namedField(kind, change.segments);
    // The first list on the way whose length changed takes the change as rows.
    const resized = change.segments.findIndex((segment, i) => {
      if (typeof segment !== 'number') return false;
      const at = change.segments.slice(0, i);
      const list = nodeAt(root, at);
      return (
        list !== undefined &&
        isRows(list) &&
        asList(valueAt(before, at)).length !== asList(valueAt(after, at)).length
      );
    });
    if (resized >= 0) {
      const at = change.segments.slice(0, resized);
      const key = JSON.stringify(at);
      if (lists.has(key)) continue;
      lists.add(key);
      const item =
        namedField(kind, [...at, 0])
          .words.at(-1)
          ?.replace(/ 1$/, '') ?? 'Item';
      const counts = rowCounts(asList(valueAt(before, at)), asList(valueAt(after, at)));
      for (const verb of ['changed', 'added', 'removed'] as const)
        if (counts[verb] > 0) note(verb, countOf(counts[verb], item));
      continue;
    }
    const whole = depth === change.segments.length;
    const verb: Verb = whole ? change.change : 'changed';
    const rows = whole && node && isRows(node) && verb !== 'changed';
    if (rows) {
      const count = asList(verb === 'added' ? change.after : change.before).length;
      note(verb, countOf(count, node.element?.label ?? 'Item'));
    } else {
      note(verb, words.length ? shortFieldName(kind, change.segments) : 'The whole document');
    }
  }
  const parts = (['changed', 'added', 'removed'] as const)
    .filter((verb) => names[verb].length > 0)
    .map((verb) => {
      const list = names[verb];
      const more = list.length - SHOWN;
      const shown = list.slice(0, more > 0 ? SHOWN : list.length).join(', ');
      return `${verb} ${shown}${more > 0 ? ` and ${more} more` : ''}`;
    });
  if (parts.length === 0) return 'No changes';
  const line = parts.join('; ');
  return line.charAt(0).toUpperCase() + line.slice(1);
}
