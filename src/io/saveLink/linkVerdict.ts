import type { VerdictState } from '../verdict';
import type { LinkFinding } from './linkFinding';

/**
 * The verdict of a link's findings, or of one pass's (`pass`), for verdictWords: a pass's own
 * warnings are the Google warnings its editor counts; the link's (its length, its claims) are
 * other warnings. Notes count for nothing.
 */
export function linkVerdict(
  findings: readonly LinkFinding[],
  pass?: number,
): Exclude<VerdictState, 'checking' | { unparsable: string }> {
  const counted = findings.filter(
    (f) => f.severity !== 'note' && (pass === undefined || f.pass === pass),
  );
  const warnings = counted.filter((f) => f.severity === 'warning');
  const google = warnings.filter((f) => f.issue !== undefined).length;
  return {
    errors: counted.length - warnings.length,
    warnings: google,
    otherWarnings: warnings.length - google,
  };
}
