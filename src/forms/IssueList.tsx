import { memo, useId, useMemo, useState } from 'react';
import type { Issue } from '../io/issue';
import { pathLabel } from '../io/pathLabel';
import { countIssues, verdictWords } from '../io/verdict';
import { breakAfter } from '../ui/breakAfter';
import { Segmented } from '../ui/Segmented';
import { ShowPath } from '../ui/ShowPath';
import { useFormEngine } from './FormEngineContext';
import { IssueFix } from './IssueFix';
import { groupIssues, type IssueFilter } from './groupIssues';
import { useRovingFocus } from '../ui/useRovingFocus';
import { useDocumentIssueList } from './useDocumentIssueList';
import './issueList.css';

const emptyFilter: Record<IssueFilter, string> = {
  all: 'No issues.',
  errors: 'No errors: nothing blocks export.',
  warnings: 'No Google warnings.',
};

/**
 * Every error and warning of the document, under the form's section each belongs to, filtered to
 * all, errors or Google's warnings; choosing one takes the user to its field.
 */
export const IssueList = memo(function IssueList() {
  const { root, kind } = useFormEngine();
  const checked = useDocumentIssueList();
  const [filter, setFilter] = useState<IssueFilter>('all');
  const issues = useMemo(() => checked ?? [], [checked]);
  const { errors, warnings } = countIssues(issues);
  const roving = useRovingFocus<HTMLDivElement>({ rows: true });
  const groups = useMemo(
    () => groupIssues(issues, root, kind, filter),
    [issues, root, kind, filter],
  );
  // The verdict as the toolbar and the tab say it.
  const summary = verdictWords(checked ? { errors, warnings } : 'checking').text;
  const count = (label: string, n: number) => (
    <>
      {label} <span className="doc-issues__count">{n}</span>
    </>
  );
  return (
    <section className="doc-issues" aria-labelledby="doc-issues-title">
      <h2 id="doc-issues-title" className="doc-issues__title">
        Issues
      </h2>
      <p className="doc-issues__summary">{summary}</p>
      {issues.length > 0 ? (
        <>
          <Segmented
            className="doc-issues__filter"
            legend="Show"
            hideLegend
            options={[
              ['all', count('All', issues.length)],
              ['errors', count('Errors', errors)],
              ['warnings', count('Google warnings', warnings)],
            ]}
            value={filter}
            onChange={setFilter}
          />
          {groups.length === 0 ? <p className="doc-issues__empty">{emptyFilter[filter]}</p> : null}
          {/* One Tab stop for every issue: the arrows move between them and their tools. */}
          <div className="doc-issues__groups" {...roving}>
            {groups.map(({ section, issues: inSection }) => (
              <IssueGroup key={section.id} title={section.title} issues={inSection} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
});

/** One section's issues under its heading (a heading, not a landmark: one per section is noise). */
function IssueGroup({ title, issues }: { title: string; issues: readonly Issue[] }) {
  const headingId = useId();
  return (
    <div className="doc-issues__group">
      <h3 id={headingId} className="doc-issues__group-title">
        {title} <span className="doc-issues__count">{issues.length}</span>
      </h3>
      <ul className="doc-issues__items plain-list" aria-labelledby={headingId}>
        {issues.map((issue, i) => (
          <IssueItem key={`${issue.path}-${issue.code}-${i}`} issue={issue} />
        ))}
      </ul>
    </div>
  );
}

const kindOf = (issue: Issue) => (issue.severity === 'error' ? 'Error' : 'Warning');

/** Whether two findings read the same: a re-check that found the same thing redraws nothing. */
function sameIssue(a: { issue: Issue }, b: { issue: Issue }): boolean {
  const [x, y] = [a.issue, b.issue];
  return (
    x === y ||
    (x.path === y.path &&
      x.code === y.code &&
      x.severity === y.severity &&
      x.message === y.message &&
      x.source === y.source &&
      x.rule === y.rule &&
      x.twin?.path === y.twin?.path &&
      samePatch(x, y))
  );
}

/** Whether two findings' fixes change the same: the Fix control applies the patch it was given. */
const samePatch = (x: Issue, y: Issue) =>
  x.fix === y.fix || JSON.stringify(x.fix) === JSON.stringify(y.fix);

/**
 * One finding, a row of the list's one Tab stop: the issue itself (Enter goes to its field), with
 * its tools (Google's rule, Show path) a Right arrow away, the next finding a Down arrow away.
 */
const IssueItem = memo(function IssueItem({ issue }: { issue: Issue }) {
  const { root, focusPath } = useFormEngine();
  const where = pathLabel(root, issue.segments);
  return (
    <li data-roving-row="">
      <button
        type="button"
        className={`issue issue--${issue.severity}`}
        onClick={() => focusPath(issue.segments)}
      >
        <span aria-hidden="true" className="issue__icon">
          {issue.severity === 'error' ? '✖' : '▲'}
        </span>
        <span className="issue__text">
          <span className="issue__kind">{kindOf(issue)}</span>
          <span className="issue__where">{where}</span>
          {/* An ID wraps between its dotted parts, never inside its number. */}
          <span className="issue__message">{breakAfter(issue.message, '.')}</span>
        </span>
      </button>
      <div className="issue__extras" role="toolbar" aria-label={`${kindOf(issue)} at ${where}`}>
        {issue.source ? (
          <a
            className="issue__source"
            href={issue.source}
            target="_blank"
            rel="noreferrer noopener"
          >
            Google’s rule <span className="visually-hidden">{issue.rule}</span>
          </a>
        ) : null}
        {issue.fix ? <IssueFix issue={issue} fix={issue.fix} where={where} /> : null}
        <ShowPath paths={issue.twin ? [issue.path, issue.twin.path] : [issue.path]} of={where} />
      </div>
    </li>
  );
}, sameIssue);
