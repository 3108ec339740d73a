import { applyJsonPatch, segmentsOfPointer, type JsonPatch } from '../io/fix/jsonPatch';
import type { DocumentSnapshots } from './documentSnapshots';
import { toName, valueAt, type Segments } from './fieldPath';

const within = (inner: Segments, outer: Segments) =>
  inner.length >= outer.length && outer.every((segment, i) => inner[i] === segment);

/**
 * Applies a JSON Patch through the document's store as one edit (one undo step): each place it
 * changes is written with the store's `write`, a list whole when an item is added or removed.
 * Returns false, changing nothing, when the patch no longer fits the document.
 */
let fixes = 0;

export function writePatch(snapshots: DocumentSnapshots, patch: JsonPatch): boolean {
  // A key of its own: two fixes in a row are two undo steps, never merged as typing is.
  const key = `fix ${++fixes}`;
  const before = snapshots.get().document;
  let after: unknown;
  try {
    after = applyJsonPatch(before, patch);
  } catch {
    return false;
  }
  const places = patch.map((operation) => {
    const segments = segmentsOfPointer(before, operation.path);
    const inList = Array.isArray(valueAt(before, segments.slice(0, -1)));
    return inList && operation.op !== 'replace' ? segments.slice(0, -1) : segments;
  });
  const outermost = places.filter(
    (place, i) =>
      !places.some(
        (other, j) => j !== i && within(place, other) && (place.length > other.length || j < i),
      ),
  );
  snapshots.settle();
  if (outermost.some((place) => place.length === 0)) snapshots.replace(after, 'edit');
  else
    snapshots.editAs(key, () => {
      for (const place of outermost) snapshots.write(toName(place), valueAt(after, place));
    });
  snapshots.settle();
  return true;
}
