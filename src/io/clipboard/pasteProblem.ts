import { introspect } from '../../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../../schema/resources';
import type { Issue } from '../issue';
import { pathLabel } from '../pathLabel';
import type { Segments } from '../walkDocument';

/**
 * A pasted value's problem, led by where it is in the editor's words (the issue list's
 * breadcrumb) when it lies inside the value pasted at `at`: "Text modules › 2nd › Header:
 * Expected text, not the number 42". A problem of the value itself is said as it is. With
 * `named`, a place the sentence has said already, the breadcrumb goes on from there ("2nd ›
 * Header: …" after "Leaves out Text modules:").
 */
export function pasteProblem(
  kind: ResourceKind,
  at: Segments,
  issue: Issue,
  named?: Segments,
): string {
  if (issue.segments.length <= at.length) return issue.message;
  const root = introspect(resourceSchemas[kind]);
  const where = pathLabel(root, issue.segments);
  const said = named === undefined ? undefined : `${pathLabel(root, named)} › `;
  const rest = said !== undefined && where.startsWith(said) ? where.slice(said.length) : where;
  return `${rest}: ${issue.message}`;
}
