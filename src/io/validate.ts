import { introspect, nodeAt, type FieldNode } from '../schema/introspect';
import { resourceSchemas, type ResourceKind } from '../schema/resources';
import { describeIssue, segmentsOf, type DescribableIssue } from './describeIssue';
import { toPointer, type Issue } from './issue';

function issueCode(code: string, input: unknown): string {
  if (code === 'invalid_type' && input === undefined) return 'required';
  if ((code === 'invalid_type' || code === 'invalid_value') && input === null) return 'null';
  return code;
}

/**
 * The issues one zod issue of a `root` document stands for (one per unknown property), at the
 * path under `prefix` where it was found: what `validate` reports, and what the editor's zod
 * resolver reports on submit (it sees the same zod issues).
 */
export function issuesOf(
  zodIssue: DescribableIssue,
  root: FieldNode,
  prefix: readonly (string | number)[] = [],
): Issue[] {
  const segments = [...prefix, ...segmentsOf(zodIssue.path)];
  const located = { ...zodIssue, path: segments };
  if (zodIssue.code === 'unrecognized_keys') {
    return (zodIssue.keys ?? []).map((key) => ({
      path: toPointer([...segments, key]),
      segments: [...segments, key],
      message: describeIssue({ ...located, keys: [key] }, root),
      severity: 'error',
      code: zodIssue.code,
    }));
  }
  return [
    {
      path: toPointer(segments),
      segments,
      message: describeIssue(located, root),
      severity: 'error',
      code: issueCode(zodIssue.code, zodIssue.input),
    },
  ];
}

/**
 * Every schema error of `document` as a designer-readable issue with a path. An unknown property
 * is reported at the property itself, one issue per property.
 */
export function validate(document: unknown, kind: ResourceKind): Issue[] {
  return validateAt(document, kind, []);
}

/**
 * The schema errors of the value at `prefix` of a `kind` document, exactly as `validate` reports
 * them there: the editor re-checks only the subtree that changed. The resource schemas have no
 * check spanning two properties, so a subtree's errors depend on the subtree alone.
 */
export function validateAt(
  value: unknown,
  kind: ResourceKind,
  prefix: readonly (string | number)[],
): Issue[] {
  const root = introspect(resourceSchemas[kind]);
  const node: FieldNode | undefined = prefix.length === 0 ? root : nodeAt(root, prefix);
  if (!node) throw new Error(`validateAt: no field at ${toPointer(prefix)} in a ${kind}`);
  const schema = prefix.length === 0 ? resourceSchemas[kind] : node.schema;
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((zodIssue) => issuesOf(zodIssue, root, prefix));
}
