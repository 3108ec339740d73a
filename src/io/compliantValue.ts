import type { FieldNode } from '../schema/introspect';
import { isRecord, type Segments } from './walkDocument';

/** One thing export does to the document as edited; the export preview shows them as a diff. */
export interface ExportChange {
  path: string;
  segments: Segments;
  kind: 'deprecated' | 'null' | 'textModuleRule' | 'enumSpelling';
  before: unknown;
  after?: unknown;
}

export type ChangeSink = (change: Omit<ExportChange, 'path'>) => void;

const present = (value: unknown) => value !== undefined && value !== null;

/**
 * The compliant form of `value` (docs/decisions.md, "Export"): deprecated fields and nulls left out,
 * the TextModuleData rule applied, enums UPPER, keys in the spec's order, nothing added.
 * A value whose shape does not match its node is returned as is.
 */
export function compliantValue(
  node: FieldNode,
  value: unknown,
  segments: Segments,
  report: ChangeSink,
): unknown {
  if (node.kind === 'enum' && typeof value === 'string' && node.enum) {
    const upper = node.enum.toUpper[value] ?? value;
    if (upper !== value) report({ segments, kind: 'enumSpelling', before: value, after: upper });
    return upper;
  }
  if (node.kind === 'array' && Array.isArray(value) && node.element) {
    const element = node.element;
    return value.map((item, index) => compliantValue(element, item, [...segments, index], report));
  }
  if (node.kind !== 'object' || !isRecord(value)) return value;
  const dropPlain =
    node.typeName === 'TextModuleData' &&
    present(value.localizedHeader) &&
    present(value.localizedBody);
  const out: Record<string, unknown> = {};
  for (const child of node.children ?? []) {
    if (!(child.key in value)) continue;
    const childValue = value[child.key];
    const at = [...segments, child.key];
    if (child.deprecated) report({ segments: at, kind: 'deprecated', before: childValue });
    else if (childValue === null) report({ segments: at, kind: 'null', before: null });
    else if (dropPlain && (child.key === 'header' || child.key === 'body')) {
      report({ segments: at, kind: 'textModuleRule', before: childValue });
    } else if (childValue !== undefined) {
      out[child.key] = compliantValue(child, childValue, at, report);
    }
  }
  return out;
}
