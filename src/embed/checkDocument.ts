import type { Issue } from '../io/issue';
import { exportDocument } from '../io/exportDocument';
import { loadLinter } from '../io/loadLinter';
import { validate } from '../io/validate';
import type { ResourceKind } from '../schema/resources';

/** A document's standing: valid when it has no error (warnings never make it invalid). */
export interface CheckResult {
  valid: boolean;
  /** Errors first, then lint warnings, each with its JSON path. */
  issues: Issue[];
}

export type EmbedExportResult = { ok: true; json: string } | { ok: false; issues: Issue[] };

/**
 * Errors and warnings of `document`, as the editor's issue list shows them. Asynchronous: the
 * warnings' rules load on first use (`pass-studio/engine` has the synchronous `validate` and `lint`).
 */
export async function checkDocument(document: unknown, kind: ResourceKind): Promise<CheckResult> {
  const createLinter = await loadLinter();
  const issues = [...validate(document, kind), ...createLinter(kind)(document)];
  return { valid: !issues.some((issue) => issue.severity === 'error'), issues };
}

/** The compliant JSON of `document`, or its errors when it is invalid. */
export function exportJson(document: unknown, kind: ResourceKind): EmbedExportResult {
  const result = exportDocument(document, kind);
  return result.ok ? { ok: true, json: result.json } : { ok: false, issues: result.issues };
}
