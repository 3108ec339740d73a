import type { FieldEntry } from './fieldIndex';

/** How many matches the list shows. */
export const MATCH_LIMIT = 50;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A typed path in any of its spellings (`/a/0/b`, `a[0].b`, `a.0.b`) as the dotted one. */
function asPath(query: string): string | null {
  if (!/[./[]/.test(query) || /\s/.test(query.trim())) return null;
  return query
    .trim()
    .replace(/\[['"]?([^'"\]]*)['"]?\]/g, '.$1')
    .replace(/\//g, '.')
    .replace(/^\.+|\.+$/g, '')
    .toLowerCase();
}

/** One word's best place in the entry: the label beats the context, which beats the value. */
function wordScore(word: string, label: string, context: string, value: string, path: string) {
  if (label === word) return 100;
  if (label.startsWith(word)) return 80;
  if (label.split(/[\s(›']+/).some((part) => part.startsWith(word))) return 70;
  if (label.includes(word)) return 50;
  if (path.includes(word)) return 40;
  if (context.includes(word)) return 30;
  if (value.includes(word)) return 20;
  return 0;
}

/**
 * The entries that match `query`, best first (document order among equals): every word of it
 * must be found in the label, the section and groups, the path or the value; a query that reads
 * as a path matches the fields at and under that path.
 */
export function matchFields(
  entries: readonly FieldEntry[],
  query: string,
  limit = MATCH_LIMIT,
): FieldEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return entries.slice(0, limit);
  const path = asPath(query);
  const scored: { entry: FieldEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    const own = entry.path.toLowerCase();
    if (path !== null && (own === path || own.startsWith(`${path}.`))) {
      scored.push({ entry, score: own === path ? 1000 : 500, order });
      return;
    }
    const label = fold(entry.label);
    const context = fold(entry.context);
    const value = fold(entry.value);
    // The words together, as typed, beat the same words apart.
    const phrase = fold(query).trim();
    let score = label.includes(phrase) ? 50 : value.includes(phrase) ? 30 : 0;
    for (const word of words) {
      const found = wordScore(word, label, context, value, own);
      if (found === 0) return;
      score += found;
    }
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry);
}
