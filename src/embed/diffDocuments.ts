import { toPointer } from '../io/issue';
import { isRecord } from '../io/walkDocument';

/** One place where two versions of a document differ; a side is undefined where it is absent. */
export interface FieldDifference {
  path: string;
  mine: unknown;
  theirs: unknown;
}

/** The leaves where `mine` and `theirs` differ, in document order, with their JSON pointers. */
export function diffDocuments(mine: unknown, theirs: unknown): FieldDifference[] {
  const out: FieldDifference[] = [];
  const walk = (a: unknown, b: unknown, segments: (string | number)[]) => {
    if (isRecord(a) && isRecord(b)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((key) => !(key in a))];
      for (const key of keys) walk(a[key], b[key], [...segments, key]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], [...segments, i]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push({ path: toPointer(segments) || '/', mine: a, theirs: b });
  };
  walk(mine, theirs, []);
  return out;
}
