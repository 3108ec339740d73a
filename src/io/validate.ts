import { introspect } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { describeIssue, segmentsOf } from './describeIssue';
import { toPointer, type Issue } from './issue';

function issueCode(code: string, input: unknown): string {
  if (code === 'invalid_type' && input === undefined) return 'required';
  if ((code === 'invalid_type' || code === 'invalid_value') && input === null) return 'null';
  return code;
}

/**
 * Every schema error of `document` as a designer-readable issue with a path. An unknown property
 * is reported at the property itself, one issue per property.
 */
export function validate(document: unknown, kind: ResourceKind): Issue[] {
  const root = introspect(resourceSchemas[kind]);
  const result = resourceSchemas[kind].safeParse(document, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((zodIssue): Issue[] => {
    const segments = segmentsOf(zodIssue.path);
    if (zodIssue.code === 'unrecognized_keys') {
      return zodIssue.keys.map((key) => ({
        path: toPointer([...segments, key]),
        segments: [...segments, key],
        message: describeIssue({ ...zodIssue, keys: [key] }, root),
        severity: 'error',
        code: zodIssue.code,
      }));
    }
    return [
      {
        path: toPointer(segments),
        segments,
        message: describeIssue(zodIssue, root),
        severity: 'error',
        code: issueCode(zodIssue.code, zodIssue.input),
      },
    ];
  });
}
