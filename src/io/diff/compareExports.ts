import type { ResourceKind } from '../../schema/resources';
import { exportDocument } from '../exportDocument';
import type { Issue } from '../issue';
import { diffValues, type FieldChange } from './diffValues';
import { patchBody, type PatchBody } from './patchBody';

export type CompareResult =
  | {
      ok: true;
      /** The two compliant exports compared. */
      before: Record<string, unknown>;
      after: Record<string, unknown>;
      changes: FieldChange[];
      patch: PatchBody;
    }
  | { ok: false; side: 'before' | 'after'; issues: Issue[] };

/**
 * What changed between two versions of a pass, compared as their compliant exports (so a
 * dropped deprecated field or an enum's spelling is no change), and the PATCH body for it.
 */
export function compareExports(before: unknown, after: unknown, kind: ResourceKind): CompareResult {
  const old = exportDocument(before, kind);
  if (!old.ok) return { ok: false, side: 'before', issues: old.issues };
  const next = exportDocument(after, kind);
  if (!next.ok) return { ok: false, side: 'after', issues: next.issues };
  const oldValue = old.value as Record<string, unknown>;
  const newValue = next.value as Record<string, unknown>;
  const changes = diffValues(oldValue, newValue);
  return {
    ok: true,
    before: oldValue,
    after: newValue,
    changes,
    patch: patchBody(oldValue, newValue, changes),
  };
}
