import type { ResourceKind } from '../../schema/resources';
import { compareExports } from './compareExports';
import type { FieldChange } from './diffValues';
import { diffValues } from './diffValues';
import type { PatchBody } from './patchBody';

/** Two states of a document, compared: what each was as compared, the leaves that differ. */
export type Compared = {
  before: unknown;
  after: unknown;
  changes: FieldChange[];
  /** The PATCH body; none when compared as edited. */
  patch: PatchBody;
} & ({ asExported: true } | { asExported: false; side: 'before' | 'after' });

/**
 * Two states of a document, compared as their compliant exports when both export (so the PATCH
 * body is what Google would be sent), else as edited: drafts and versions keep invalid work,
 * and their differences are worth seeing all the same. `asExported` says which, and `side`
 * which of the two did not export.
 */
export function compareDocuments(before: unknown, after: unknown, kind: ResourceKind): Compared {
  const exported = compareExports(before, after, kind);
  if (exported.ok) {
    const { ok: _ok, ...compared } = exported;
    return { ...compared, asExported: true };
  }
  return {
    before,
    after,
    changes: diffValues(before, after),
    patch: { inexpressible: [] },
    asExported: false,
    side: exported.side,
  };
}
