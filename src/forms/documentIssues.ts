import type { Issue } from '../io/issue';
import { lint } from '../io/lint';
import { validate } from '../io/validate';
import type { ResourceKind } from '../schema';

/** Errors, then lint warnings, of a document: what the issue list and the inline messages show. */
export function documentIssues(document: unknown, kind: ResourceKind): Issue[] {
  return [...validate(document, kind), ...lint(document, kind)];
}
