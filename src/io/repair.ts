import { introspect, type FieldNode } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { containerName, describeIssue, segmentsOf } from './describeIssue';
import { quote } from './describeValue';
import { toPointer } from './issue';
import { isFieldOfAnotherKind } from './suggestKind';
import { isRecord, type Segments } from './walkDocument';

export interface RepairChange {
  path: string;
  segments: Segments;
  /** What was removed and why, as a sentence. */
  message: string;
  removed: unknown;
}

/**
 * Explicit repair, run only when the user asks (never by parse): removes unknown properties, and
 * deprecated fields whose value is invalid (export drops them anyway). A top-level field that
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
  const record = (segments: Segments, message: string, removed: unknown) =>
    changes.push({ path: toPointer(segments), segments, message, removed });

  const fix = (node: FieldNode, value: unknown, segments: Segments): unknown => {
    if (node.kind === 'array' && Array.isArray(value) && node.element) {
      const element = node.element;
      return value.map((item, index) => fix(element, item, [...segments, index]));
    }
    if (node.kind !== 'object' || !isRecord(value)) return value;
    const children = new Map((node.children ?? []).map((child) => [child.key, child]));
    const out: Record<string, unknown> = {};
    for (const [key, childValue] of Object.entries(value)) {
      const at = [...segments, key];
      const child = children.get(key);
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
