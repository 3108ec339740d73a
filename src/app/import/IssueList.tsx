import { pathLabel, type Issue } from '../../io';
import type { FieldNode } from '../../schema';
import { ShowPath } from '../../ui/ShowPath';

/** Lists beyond this many say how many more there are instead of growing the page. */
const SHOWN = 200;

interface IssueListProps {
  issues: readonly Issue[];
  label: string;
  /** The resource's schema tree, to name each place as the editor does; none when the kind is unknown. */
  root: FieldNode | undefined;
}

/**
 * Issues named as the editor names their fields ("Image modules › 2nd › Image URL"), with the
 * line of the imported text; the JSON path waits behind "Show path".
 */
export function IssueList({ issues, label, root }: IssueListProps) {
  const hidden = issues.length - SHOWN;
  return (
    <>
      <ul className="issue-list" aria-label={label}>
        {issues.slice(0, SHOWN).map((issue, index) => {
          const where = root ? pathLabel(root, issue.segments) : undefined;
          return (
            <li
              key={`${issue.path}#${index}`}
              className={`issue-list__item issue-list__item--${issue.severity}`}
            >
              {where && <strong className="issue-list__where">{where}:</strong>}{' '}
              <span>{issue.message}</span>
              {issue.line !== undefined && (
                <span className="issue-list__line"> (line {issue.line})</span>
              )}{' '}
              <ShowPath
                paths={issue.twin ? [issue.path, issue.twin.path] : [issue.path]}
                of={where}
              />
            </li>
          );
        })}
      </ul>
      {hidden > 0 && <p className="issue-list__more">…and {hidden} more.</p>}
    </>
  );
}
