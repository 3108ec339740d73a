import type { ResourceKind } from '../../schema/resources';
import { differences } from './differences';
import { shortFieldName } from './namedField';
import { countOf } from './valueWords';

type Verb = 'changed' | 'added' | 'removed';

/** Names shown per verb before "and N more". */
const SHOWN = 3;

/**
 * One line that says what changed from `before` to `after` in a designer's words:
 * "Changed Issuer name, Barcode value; added 1 text module". A list that grew or shrank is told
 * in rows (its positions shifted, so field by field would mislead); any other change by the
 * field a designer edits: the differences of the differences view, in a sentence.
 */
export function changeSummary(kind: ResourceKind, before: unknown, after: unknown): string {
  const names: Record<Verb, string[]> = { changed: [], added: [], removed: [] };
  const note = (verb: Verb, name: string) => {
    if (!names[verb].includes(name)) names[verb].push(name);
  };
  for (const difference of differences(kind, before, after)) {
    const { rows, words } = difference;
    if (rows) {
      for (const verb of ['changed', 'added', 'removed'] as const)
        if (rows[verb] > 0) note(verb, countOf(rows[verb], rows.item));
      continue;
    }
    note(difference.change, shortFieldName(words));
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
