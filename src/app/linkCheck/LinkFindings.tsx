import type { LinkPass } from '../../io/saveLink/decodeSaveLink';
import { passName, type LinkFinding } from '../../io/saveLink/linkFinding';
import { fieldLabel } from '../../studio';
import { GoogleErrorHelp } from '../googleErrors/GoogleErrorHelp';

const SEVERITIES = [
  ['error', 'Error'],
  ['warning', 'Warning'],
  ['note', 'Note'],
] as const;

/** Where a finding is, in a designer's words: the pass and its field, or the link's part. */
function place(finding: LinkFinding, passes: readonly LinkPass[]): string {
  const pass = finding.pass === undefined ? undefined : passes[finding.pass];
  if (!pass)
    return finding.where.startsWith('claims') || finding.where.startsWith('header')
      ? 'The link’s claims'
      : 'The link';
  const own = passName(pass);
  const inside = finding.issue?.segments.length
    ? ` › ${fieldLabel(pass.kind, finding.issue.segments)}`
    : '';
  return `${own.charAt(0).toUpperCase()}${own.slice(1)}${inside}`;
}

/**
 * What the link check found, errors first: each in words, where it is (the JSON path behind
 * "Show path"), and the row of docs/google-errors.md that explains what Google shows for it.
 */
export function LinkFindings({
  findings,
  passes,
}: {
  findings: readonly LinkFinding[];
  passes: readonly LinkPass[];
}) {
  const ordered = SEVERITIES.flatMap(([severity, label]) =>
    findings.filter((f) => f.severity === severity).map((finding) => ({ finding, label })),
  );
  return (
    <ul className="link-check__findings">
      {ordered.map(({ finding, label }, index) => (
        <li key={index} data-severity={finding.severity}>
          <p>
            <strong className="link-check__severity">{label}</strong>{' '}
            <span className="link-check__place">{place(finding, passes)}:</span> {finding.message}
            {finding.issue?.rule && (
              <span className="link-check__rule"> ({finding.issue.rule})</span>
            )}
          </p>
          <details className="link-check__path">
            <summary>Show path</summary>
            <code>{finding.where}</code>
          </details>
          {finding.explained && <GoogleErrorHelp row={finding.explained} />}
        </li>
      ))}
    </ul>
  );
}
