import { introspect, type FieldNode } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { containerName, describeIssue, segmentsOf } from './describeIssue';
import { quote } from './describeValue';
import { googleShapeOf } from './googleShapes';
import { toPointer } from './issue';
import { isFieldOfAnotherKind } from './suggestKind';
import { isRecord, type Segments } from './walkDocument';

export interface RepairChange {
  path: string;
  segments: Segments;
  /** What was removed and why, as a sentence. */
  message: string;
  removed: unknown;
  /**
   * Set when the removed value is Google's data the spec has no place for, to be shown for copying:
   * what it is, in words ("value-added modules 2 to 3", "merchant locations").
   */
  copy?: string;
}

/**
 * Explicit repair, run only when the user asks (never by parse): removes unknown properties, and
 * deprecated fields whose value is invalid (export drops them anyway). Google's list where the spec
 * takes one value keeps its first item; the rest, and Google's fields the spec lacks, are listed
 * with `copy` (docs/decisions.md, "Google's shapes"). A top-level field that
 * another resource kind has is never removed: it is listed in `kept` (the file may be of that
 * kind; the import report offers it). Returns a new document.
 */
export function repair(
  document: unknown,
  kind: ResourceKind,
): { document: unknown; changes: RepairChange[]; kept: string[] } {
  const root = introspect(resourceSchemas[kind]);
  const changes: RepairChange[] = [];
  const kept: string[] = [];
  const record = (segments: Segments, message: string, removed: unknown, copy?: string) =>
    changes.push({ path: toPointer(segments), segments, message, removed, ...(copy && { copy }) });

  const fix = (node: FieldNode, value: unknown, segments: Segments): unknown => {
    if (node.kind === 'array' && Array.isArray(value) && node.element) {
      const element = node.element;
      return value.map((item, index) => fix(element, item, [...segments, index]));
    }
    if (node.kind !== 'object' || !isRecord(value)) return value;
    const children = new Map((node.children ?? []).map((child) => [child.key, child]));
    const out: Record<string, unknown> = {};
    for (const [key, original] of Object.entries(value)) {
      let childValue = original;
      const at = [...segments, key];
      const child = children.get(key);
      const shape = googleShapeOf(node.typeName, key);
      if (shape?.spec === 'one' && child && Array.isArray(childValue)) {
        const [first, ...rest] = childValue as unknown[];
        if (childValue.length === 0) {
          record(at, `Removed an empty list of ${shape.items}: this spec takes one`, childValue);
          continue;
        }
        record(
          at,
          rest.length === 0
            ? `Took the one ${shape.item} out of Google’s list: this spec takes one`
            : `Kept the first of ${childValue.length} ${shape.items} from Google’s list: this spec takes one; the other ${rest.length} ${rest.length === 1 ? 'is' : 'are'} below, to copy`,
          rest,
          rest.length === 0
            ? undefined
            : rest.length === 1
              ? `${shape.item} 2 of 2`
              : `${shape.items} 2 to ${childValue.length}`,
        );
        childValue = first;
      } else if (shape?.spec === 'none' && !child) {
        record(
          at,
          `Removed ${shape.items}: Google’s API has them, this spec has no such field; they are below, to copy`,
          childValue,
          shape.items,
        );
        continue;
      }
      if (!child && segments.length === 0 && isFieldOfAnotherKind(key, kind)) {
        kept.push(key);
        out[key] = childValue;
        continue;
      }
      if (!child) {
        record(
          at,
          `Removed unknown property ${quote(key)} — ${containerName(root, segments)} has no such field`,
          childValue,
        );
        continue;
      }
      const fixed = fix(child, childValue, at);
      const result = child.deprecated
        ? child.schema.safeParse(fixed, { reportInput: true })
        : undefined;
      if (result && !result.success) {
        const first = result.error.issues[0];
        const why = first
          ? describeIssue({ ...first, path: [...at, ...segmentsOf(first.path)] }, root)
          : 'it is not valid';
        record(
          at,
          `Removed deprecated field “${child.label}”: ${lowerFirst(why)}; export drops it anyway`,
          childValue,
        );
        continue;
      }
      out[key] = fixed;
    }
    return out;
  };

  return { document: fix(root, document, []), changes, kept };
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
