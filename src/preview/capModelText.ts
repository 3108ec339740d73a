import { clipText, previewTextCap } from './clipText';
import { isRecord } from './read';

/** Keys whose strings are addresses or settings, never laid out as text. */
const notText = new Set(['segments', 'uri', 'src', 'href', 'source', 'rotating']);

/**
 * A copy of `value` with every displayed string cut to `previewTextCap` code points. Generic on
 * purpose: a text field added to the model later is capped without anyone remembering to.
 */
export function capModelText<T>(value: T): T {
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return clipText(item, previewTextCap);
    if (Array.isArray(item)) return item.map(visit);
    if (!isRecord(item)) return item;
    return Object.fromEntries(
      Object.entries(item).map(([key, child]) => [key, notText.has(key) ? child : visit(child)]),
    );
  };
  return visit(value) as T;
}
