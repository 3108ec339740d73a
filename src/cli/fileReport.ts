import type { Issue } from '../io/issue';
import { splitTwins } from '../io/twinIssues';

/** One issue as the command line reports it: every field always present. */
export interface ReportIssue {
  path: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  /** The readiness rule id; for a spec error or a parse warning, its issue code. */
  rule: string;
  message: string;
  /** The Google page a readiness rule comes from. */
  source?: string;
  /**
   * The path of the same finding's twin: a plain string and its localized default text, which
   * the editor edits with one control and counts as one warning. Both are reported.
   */
  twin?: string;
}

export interface FileReport {
  file: string;
  kind: string | null;
  /** No error; under --strict, no warning either. */
  valid: boolean;
  issues: ReportIssue[];
}

export function reportIssue(issue: Issue): ReportIssue {
  return {
    path: issue.path,
    line: issue.line ?? 1,
    column: issue.column ?? 1,
    severity: issue.severity,
    rule: issue.rule ?? issue.code,
    message: issue.message,
    ...(issue.source !== undefined && { source: issue.source }),
    ...(issue.twin && { twin: issue.twin.path }),
  };
}

const byPosition = (a: ReportIssue, b: ReportIssue) => a.line - b.line || a.column - b.column;

export function fileReport(
  file: string,
  kind: string | null,
  issues: readonly Issue[],
  strict: boolean,
): FileReport {
  const failing = issues.some((i) => i.severity === 'error' || strict);
  // Each path of a twin pair is its own line, in the text's order, as before the editor joined them.
  const reported = splitTwins(issues).map(reportIssue).sort(byPosition);
  return { file, kind, valid: !failing, issues: reported };
}
