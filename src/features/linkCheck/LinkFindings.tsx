import type { LinkPass } from '../../io/saveLink/decodeSaveLink';
import { findingPlace, type LinkFinding } from '../../io/saveLink/linkFinding';
import { GoogleErrorHelp } from '../googleErrors/GoogleErrorHelp';

const SEVERITIES = [
  ['error', 'Error'],
  ['warning', 'Warning'],
  ['note', 'Note'],
] as const;

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
            <span className="link-check__place">{findingPlace(finding, passes)}:</span>{' '}
            {finding.message}
            {finding.issue?.source && (
              <>
                {' '}
                <a
                  className="link-check__rule"
                  href={finding.issue.source}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  Google’s rule
                </a>
              </>
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
