/** A document's two verdicts: spec errors (validity) and warnings (Google readiness, lint). */
export interface Verdict {
  errors: number;
  warnings: number;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The words for a verdict, the same in the tab, the toolbar and the issue list: "2 errors",
 * "Valid · 3 Google warnings", or "Ready" (valid, and nothing Google would object to).
 */
export function verdictText({ errors, warnings }: Verdict): string {
  if (errors > 0) return plural(errors, 'error');
  if (warnings > 0) return `Valid · ${plural(warnings, 'Google warning')}`;
  return 'Ready';
}

/** The verdict of a list of issues: how many are errors, how many warnings. */
export function countIssues(issues: readonly { severity: string }[]): Verdict {
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  return { errors, warnings: issues.length - errors };
}

/**
 * The verdict of a parsed document, as the editor will count it: a repeated key is the text's
 * issue (the document holds the last value only), so it does not count.
 */
export function parsedVerdict(issues: readonly { severity: string; code: string }[]): Verdict {
  return countIssues(issues.filter((issue) => issue.code !== 'duplicateKey'));
}
