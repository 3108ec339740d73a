import type { FieldNode } from '../schema/introspect';
import { plainTwinOf } from '../schema/localizedTwin';
import { toPointer, type Issue } from './issue';
import { valueAt } from './walkDocument';

const placeKey = (code: string, severity: string, path: string) => `${code}\n${severity}\n${path}`;

/**
 * One issue per control: a finding at a localized twin's default text
 * (`/localizedIssuerName/defaultValue/value`) joins the same finding (code and severity) at its
 * plain string (`/issuerName`) when both hold the same text, as they do when the editor's one
 * control writes both. The joined issue stays at the plain path and names the twin's in `twin`.
 * Texts that differ are two things to change, so they stay two issues.
 */
export function joinTwins(issues: Issue[], document: unknown, root: FieldNode): Issue[] {
  let plainAt: Map<string, number> | undefined;
  const joined = new Map<number, Issue>();
  const dropped = new Set<number>();
  issues.forEach((issue, i) => {
    const plain = plainTwinOf(root, issue.segments);
    if (!plain) return;
    plainAt ??= new Map(
      issues.map((other, j) => [placeKey(other.code, other.severity, other.path), j]),
    );
    const j = plainAt.get(placeKey(issue.code, issue.severity, toPointer(plain)));
    if (j === undefined || joined.has(j)) return;
    if (valueAt(document, plain) !== valueAt(document, issue.segments)) return;
    const plainIssue = issues[j]!;
    // The one control writes both texts: its fix repairs both.
    const fix = plainIssue.fix &&
      issue.fix && { ...plainIssue.fix, patch: [...plainIssue.fix.patch, ...issue.fix.patch] };
    joined.set(j, {
      ...plainIssue,
      twin: { path: issue.path, segments: issue.segments },
      ...(fix && { fix }),
    });
    dropped.add(i);
  });
  if (dropped.size === 0) return issues;
  return issues.flatMap((issue, i) => (dropped.has(i) ? [] : [joined.get(i) ?? issue]));
}

/**
 * Each path of a joined issue as an issue of its own, the pair marking each other as twins: what
 * the command line reports, so that CI sees every path it saw before the editor joined them.
 */
export function splitTwins(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) => {
    const { twin } = issue;
    if (!twin) return [issue];
    const { path, segments, line, column, ...finding } = issue;
    return [
      issue,
      {
        ...finding,
        ...twin,
        twin: {
          path,
          segments,
          ...(line !== undefined && { line }),
          ...(column !== undefined && { column }),
        },
      },
    ];
  });
}
