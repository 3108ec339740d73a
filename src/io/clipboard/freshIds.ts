import { quote } from '../describeValue';
import { isRecord } from '../walkDocument';

const idOf = (value: unknown) =>
  isRecord(value) && typeof value.id === 'string' && value.id !== '' ? value.id : undefined;

/**
 * Pasted rows whose id the list (or an earlier pasted row) has already get the next free one
 * ("fare" -> "fare-2"): a template names a module by its id, so two rows must not share one.
 * Returns the rows and a sentence for what was renamed.
 */
export function freshIds(
  rows: readonly unknown[],
  pasted: readonly unknown[],
): { values: unknown[]; said: string[] } {
  const taken = new Set(rows.map(idOf).filter((id) => id !== undefined));
  const renames: string[] = [];
  const values = pasted.map((value) => {
    const id = idOf(value);
    if (id === undefined) return value;
    let fresh = id;
    for (let n = 2; taken.has(fresh); n += 1) fresh = `${id}-${n}`;
    taken.add(fresh);
    if (fresh === id) return value;
    renames.push(`${quote(id)} to ${quote(fresh)}`);
    return { ...(value as Record<string, unknown>), id: fresh };
  });
  if (renames.length === 0) return { values, said: [] };
  const ids = renames.length === 1 ? 'ID' : 'IDs';
  return { values, said: [`Renamed ${ids} this list has already: ${renames.join(', ')}.`] };
}
