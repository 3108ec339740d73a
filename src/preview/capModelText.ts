import { clipText, previewTextCap } from './clipText';
import { isRecord } from './read';

/** Keys whose strings are addresses or settings, never laid out as text. */
const notText = new Set(['segments', 'uri', 'src', 'href', 'source', 'rotating']);

// The capped copy of each model object already seen. Model parts are never changed once made, and
// a memoised part (partMemo) comes back as the same object: its capped copy does too, so the
// views can skip what did not change.
const cappedCopies = new WeakMap<object, unknown>();

/**
 * A copy of `value` with every displayed string cut to `previewTextCap` code points. Generic on
 * purpose: a text field added to the model later is capped without anyone remembering to.
 */
export function capModelText<T>(value: T): T {
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return clipText(item, previewTextCap);
    if (!Array.isArray(item) && !isRecord(item)) return item;
    const known = cappedCopies.get(item);
    if (known) return known;
    const copy = Array.isArray(item)
      ? item.map(visit)
      : Object.fromEntries(
          Object.entries(item).map(([key, child]) => [
            key,
            notText.has(key) ? child : visit(child),
          ]),
        );
    cappedCopies.set(item, copy);
    return copy;
  };
  return visit(value) as T;
}
