import './issueList.css';
import { verdictText } from '../io/verdictText';
import { useFormEngine } from './FormEngineContext';
import { issueLocation } from './issueLocation';
import { useDocumentIssueList } from './useDocumentIssueList';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every error and warning of the document; choosing one takes the user to its field. */
export function IssueList() {
  const { root, focusPath } = useFormEngine();
  const checked = useDocumentIssueList();
  const issues = checked ?? [];
  const errors = issues.filter((issue) => issue.severity === 'error');
  const warnings = issues.filter((issue) => issue.severity === 'warning');
  const verdict = verdictText({ errors: errors.length, warnings: warnings.length });
  const summary = !checked
    ? 'Checking…'
    : issues.length === 0
      ? 'Ready: valid, and nothing Google warns about.'
      : errors.length === 0
        ? verdict
        : `${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}`;
  return (
    <section className="doc-issues" aria-labelledby="doc-issues-title">
      <h2 id="doc-issues-title" className="doc-issues__title">
        Issues
      </h2>
      <p className="doc-issues__summary">{summary}</p>
      {issues.length > 0 ? (
        <ul className="doc-issues__items plain-list">
          {[...errors, ...warnings].map((issue, i) => (
            <li key={`${issue.path}-${issue.code}-${i}`}>
              <button
                type="button"
                className={`issue issue--${issue.severity}`}
                onClick={() => focusPath(issue.segments)}
              >
                <span aria-hidden="true" className="issue__icon">
                  {issue.severity === 'error' ? '✖' : '▲'}
                </span>
                <span className="issue__text">
                  <span className="issue__kind">
                    {issue.severity === 'error' ? 'Error' : 'Warning'}
                  </span>
                  <span className="issue__where">{issueLocation(root, issue.segments)}</span>
                  <span className="issue__message">{issue.message}</span>
                </span>
              </button>
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
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
