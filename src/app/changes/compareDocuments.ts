import { compareExports, type CompareResult } from '../../io/diff/compareExports';
import { diffValues } from '../../io/diff/diffValues';
import type { ResourceKind } from '../../schema';

export type Compared = Extract<CompareResult, { ok: true }>;

/**
 * Two states of a document, compared as their compliant exports when both export (so the PATCH
 * body is what Google would be sent), else as edited: drafts and versions keep invalid work,
 * and their differences are worth seeing all the same. `asExported` says which.
 */
export function compareDocuments(
  before: unknown,
  after: unknown,
  kind: ResourceKind,
):
  | { result: Compared; asExported: true }
  | { result: Compared; asExported: false; side: 'before' | 'after' } {
  const exported = compareExports(before, after, kind);
  if (exported.ok) return { result: exported, asExported: true };
  return {
    result: { ok: true, changes: diffValues(before, after), patch: { inexpressible: [] } },
    asExported: false,
    side: exported.side,
  };
}
