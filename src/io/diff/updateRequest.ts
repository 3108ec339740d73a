import type { ResourceKind } from '../../schema/resources';
import { compareExports } from './compareExports';

/**
 * How to send an edit of an issued pass: PATCH with only what changed where PATCH can say it,
 * otherwise PUT with the whole document (a removed field; no or an invalid copy to compare with).
 * `reason` says why PUT was chosen, for logs and the UI.
 */
export type UpdateRequest =
  | { method: 'PATCH'; body: Record<string, unknown> }
  | { method: 'PUT'; body: unknown; reason: string };

export function updateRequest(previous: unknown, next: unknown, kind: ResourceKind): UpdateRequest {
  if (previous === undefined) {
    return { method: 'PUT', body: next, reason: 'no earlier copy to compare with' };
  }
  const compared = compareExports(previous, next, kind);
  if (!compared.ok) {
    return {
      method: 'PUT',
      body: next,
      reason: `the ${compared.side === 'before' ? 'earlier copy' : 'document'} is not valid`,
    };
  }
  const { body, inexpressible } = compared.patch;
  if (body) return { method: 'PATCH', body };
  if (inexpressible.length > 0) {
    const paths = inexpressible.map((change) => change.path).join(', ');
    return { method: 'PUT', body: next, reason: `PATCH cannot remove ${paths}` };
  }
  return { method: 'PUT', body: next, reason: 'nothing changed' };
}
