import { nodeAt, type FieldNode } from '../../schema/introspect';
import { quote } from '../describeValue';
import { enumShown } from '../readiness/readinessRule';
import { pathLabel } from '../pathLabel';
import { valueAt, type Segments } from '../walkDocument';
import { applyJsonPatch, segmentsOfPointer, type JsonPatch } from './jsonPatch';

/** One field a fix changes, before and after, in a designer's words. */
export interface FixPreviewRow {
  where: string;
  before: string;
  after: string;
  /** A shortened text: what stays and what is cut, so the cut is shown, never silent. */
  cut?: { kept: string; removed: string };
}

function shown(value: unknown, node: FieldNode | undefined): string {
  if (value === undefined || value === null) return 'not set';
  // An enumeration's value by the label its select shows.
  if (typeof value === 'string')
    return node?.enum ? (enumShown(value) ?? quote(value)) : quote(value);
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'set';
}

/** The rows of a fix's before/after, one per operation, read against `document`. */
export function fixPreview(document: unknown, root: FieldNode, patch: JsonPatch): FixPreviewRow[] {
  try {
    applyJsonPatch(document, patch);
  } catch {
    return [];
  }
  return patch.map((operation) => {
    const segments: Segments = segmentsOfPointer(document, operation.path);
    const was = valueAt(document, segments);
    const now = operation.op === 'remove' ? undefined : operation.value;
    const node = nodeAt(root, segments);
    const row: FixPreviewRow = {
      where: pathLabel(root, segments),
      before: shown(was, node),
      after: operation.op === 'remove' ? 'removed' : shown(now, node),
    };
    if (typeof was === 'string' && typeof now === 'string' && was.startsWith(now) && now !== was)
      row.cut = { kept: now, removed: was.slice(now.length) };
    // A value only respelled reads the same by its label (never by its JSON spelling).
    if (row.before === row.after && typeof was === 'string' && was !== now)
      row.before = `${row.before} in Google’s legacy spelling`;
    return row;
  });
}
