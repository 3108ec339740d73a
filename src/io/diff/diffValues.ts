import { toPointer } from '../issue';
import { isRecord } from '../walkDocument';

/** One leaf where two exports differ. `before` is absent for an added field, `after` for a removed one. */
export interface FieldChange {
  path: string;
  segments: readonly (string | number)[];
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

/**
 * The leaves where `before` and `after` differ, in document order: objects key by key, arrays
 * index by index (Google replaces arrays whole, so positions are what an update changes).
 */
export function diffValues(before: unknown, after: unknown): FieldChange[] {
  const out: FieldChange[] = [];
  const walk = (a: unknown, b: unknown, segments: (string | number)[]) => {
    if (isRecord(a) && isRecord(b)) {
      for (const key of [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))]) {
        walk(a[key], b[key], [...segments, key]);
      }
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], [...segments, i]);
      return;
    }
    if (a === undefined && b === undefined) return;
    const path = toPointer(segments);
    if (a === undefined) out.push({ path, segments, change: 'added', after: b });
    else if (b === undefined) out.push({ path, segments, change: 'removed', before: a });
    else if (JSON.stringify(a) !== JSON.stringify(b))
      out.push({ path, segments, change: 'changed', before: a, after: b });
  };
  walk(before, after, []);
  return out;
}
