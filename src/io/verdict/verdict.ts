import { plural } from './plural';

/** A document's two verdicts: spec errors (validity) and warnings (Google readiness, lint). */
export interface Verdict {
  errors: number;
  warnings: number;
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

/** How a verdict looks: errors, warnings only, nothing to fix, or not known yet. */
export type VerdictTone = 'error' | 'warning' | 'ready' | 'checking';

/**
 * What a verdict is said of: counts (`warnings` are Google's; `otherWarnings` those that are
 * not, such as a repeated key in JSON text or a link's length), `'checking'` before the first
 * count, or `{ unparsable }` with the words for where JSON text stops parsing.
 */
export type VerdictState =
  (Verdict & { otherWarnings?: number }) | 'checking' | { unparsable: string };

/**
 * The verdict in words and its tone, the same on every surface (tab, toolbar, issue list, JSON
 * status, import, export and link reports): "2 errors · 3 Google warnings", "Valid · 1 Google
 * warning", "Ready", "Checking…".
 */
export function verdictWords(state: VerdictState): { text: string; tone: VerdictTone } {
  if (state === 'checking') return { text: 'Checking…', tone: 'checking' };
  if ('unparsable' in state) return { text: state.unparsable, tone: 'error' };
  const { errors, warnings, otherWarnings = 0 } = state;
  if (errors + warnings + otherWarnings === 0) return { text: 'Ready', tone: 'ready' };
  const parts = [errors > 0 ? plural(errors, 'error') : 'Valid'];
  if (warnings > 0) parts.push(plural(warnings, 'Google warning'));
  if (otherWarnings > 0)
    parts.push(plural(otherWarnings, warnings > 0 ? 'other warning' : 'warning'));
  return { text: parts.join(' · '), tone: errors > 0 ? 'error' : 'warning' };
}
