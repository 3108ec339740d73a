import { isRecord } from '../walkDocument';
import type { FieldChange } from './diffValues';

/**
 * The value `after` was before `changes` (diffValues of the two) were made: each changed or
 * removed leaf set back, each added one taken out. Lets a plan that keeps only the new document
 * and its changes (a publish plan) show both sides. `after` is not changed.
 */
export function undoChanges(after: unknown, changes: readonly FieldChange[]): unknown {
  const root: { value: unknown } = { value: structuredClone(after) };
  // diffValues walks only into containers both sides have, so every parent is there in `after`;
  // a list's added rows are its tail (cut off), its removed rows are past its end (put back).
  for (const change of changes) {
    const path: (string | number)[] = ['value', ...change.segments];
    let parent: unknown = root;
    for (const segment of path.slice(0, -1)) parent = (parent as Record<string, unknown>)[segment];
    const last = path.at(-1)!;
    if (change.change !== 'added') {
      (parent as Record<string | number, unknown>)[last] = structuredClone(change.before);
    } else if (Array.isArray(parent) && typeof last === 'number') {
      parent.length = Math.min(parent.length, last);
    } else if (isRecord(parent)) {
      delete parent[last];
    }
  }
  return root.value;
}
