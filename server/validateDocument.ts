import { validate, type Issue } from '../src/io';
import { resourceLabels, type ResourceKind } from '../src/schema/resources';

/** The issues that block storing `document`, and one sentence summing them up. */
export function validateDocument(
  document: unknown,
  kind: ResourceKind,
): { issues: Issue[]; message: string } | null {
  const issues = validate(document, kind).filter((issue) => issue.severity === 'error');
  const first = issues[0];
  if (!first) return null;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  const where = first.path === '' ? 'the document' : first.path;
  return {
    issues,
    message: `The ${resourceLabels[kind].toLowerCase()} is not valid: ${where}: ${first.message}${more}`,
  };
}
