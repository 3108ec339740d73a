import { isRecord } from '../../io/walkDocument';
/**
 * `next`, with every part that equals the same place in `previous` replaced by that part of
 * `previous`; `previous` itself when nothing changed. Consecutive undo snapshots then share
 * what an edit left alone, in memory and in IndexedDB (its structured clone stores a shared
 * object once), instead of holding a full copy of the document per step.
 */
export function shareUnchanged<T>(previous: T, next: T): T {
  return share(previous, next) as T;
}

function share(previous: unknown, next: unknown): unknown {
  if (Object.is(previous, next)) return previous;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const out = next.map((item: unknown, index) => {
      const kept = share(previous[index], item);
      if (kept !== previous[index]) same = false;
      return kept;
    });
    return same ? previous : out;
  }
  if (isRecord(next)) {
    if (!isRecord(previous)) return next;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const kept = share(previous[key], next[key]);
      if (!Object.hasOwn(previous, key) || kept !== previous[key]) same = false;
      out[key] = kept;
    }
    return same ? previous : out;
  }
  return next;
}
