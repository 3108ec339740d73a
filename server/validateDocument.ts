import { validate, type Issue } from '../src/io';
import { resourceLabels, type ResourceKind } from '../src/schema/resources';

/** At most this many issues go into one response; `issueCount` says how many there are. */
export const maxIssuesPerResponse = 100;

/**
 * The issues that block storing `document` (the first `maxIssuesPerResponse`), how many there
 * are in all, and one sentence summing them up.
 */
export function validateDocument(
  document: unknown,
  kind: ResourceKind,
): { issues: Issue[]; issueCount: number; message: string } | null {
  const all = validate(document, kind).filter((issue) => issue.severity === 'error');
  const first = all[0];
  if (!first) return null;
  const more = all.length > 1 ? ` (and ${all.length - 1} more)` : '';
  const where = first.path === '' ? 'the document' : first.path;
  return {
    issues: all.slice(0, maxIssuesPerResponse),
    issueCount: all.length,
    message: `The ${resourceLabels[kind].toLowerCase()} is not valid: ${where}: ${first.message}${more}`,
  };
}
