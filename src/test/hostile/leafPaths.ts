import type { Segments } from '../../io/walkDocument';

/** The path of every scalar (string, number, boolean, null) and empty container in `value`. */
export function leafPaths(value: unknown, at: Segments = []): Segments[] {
  if (Array.isArray(value) && value.length > 0) {
    return value.flatMap((item, index) => leafPaths(item, [...at, index]));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length > 0)
      return entries.flatMap(([key, child]) => leafPaths(child, [...at, key]));
  }
  return [at];
}

/** A copy of `document` with the value at `segments` replaced. */
export function replaceAt(document: unknown, segments: Segments, value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(document)) {
    const items: readonly unknown[] = document;
    return items.map((item, index) => (index === head ? replaceAt(item, rest, value) : item));
  }
  const record = document as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, value) };
}
