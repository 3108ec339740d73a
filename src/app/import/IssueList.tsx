import type { Issue } from '../../io';

/** Lists beyond this many say how many more there are instead of growing the page. */
const SHOWN = 200;

/** Issues with their JSON path and, for imported text, their line. */
export function IssueList({ issues, label }: { issues: readonly Issue[]; label: string }) {
  const hidden = issues.length - SHOWN;
  return (
    <>
      <ul className="issue-list" aria-label={label}>
        {issues.slice(0, SHOWN).map((issue, index) => (
          <li
            key={`${issue.path}#${index}`}
            className={`issue-list__item issue-list__item--${issue.severity}`}
          >
            <code className="issue-list__path">{issue.path || '(whole document)'}</code>{' '}
            <span>{issue.message}</span>
            {issue.line !== undefined && (
              <span className="issue-list__line"> (line {issue.line})</span>
            )}
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="issue-list__more">…and {hidden} more.</p>}
    </>
  );
}
