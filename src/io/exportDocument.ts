import { introspect } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { compliantValue } from './compliantValue';
import type { Issue } from './issue';
import { validate } from './validate';

export type ExportResult =
  { ok: true; json: string; value: unknown } | { ok: false; issues: Issue[] };

/**
 * The compliant JSON of a valid document (docs/decisions.md, "Export"): 2-space indent, trailing
 * newline. An invalid document yields its issues instead; lint warnings never block.
 */
export function exportDocument(document: unknown, kind: ResourceKind): ExportResult {
  const issues = validate(document, kind);
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, ...compliantJson(document, kind) };
}

/**
 * The compliant JSON of a document already known to be valid (the editor's submit validated it):
 * export without validating again.
 */
export function compliantJson(
  document: unknown,
  kind: ResourceKind,
): { json: string; value: unknown } {
  const value = compliantValue(introspect(resourceSchemas[kind]), document, [], () => undefined);
  return { json: JSON.stringify(value, null, 2) + '\n', value };
}
