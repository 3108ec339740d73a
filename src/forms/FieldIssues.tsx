import type { Issue } from '../io/issue';

/**
 * Inline errors and warnings of one field: an icon and words, never colour alone. The control's
 * description; what is new is said in the form's one live region (FieldShell), not here.
 */
export function FieldIssues({ id, issues }: { id: string; issues: readonly Issue[] }) {
  return (
    <div id={id} className="field-issues">
      {issues.map((issue, i) => (
        <p key={i} className={`field-issue field-issue--${issue.severity}`}>
          <span aria-hidden="true" className="field-issue__icon">
            {issue.severity === 'error' ? '✖' : '▲'}
          </span>
          <span className="visually-hidden">
            {issue.severity === 'error' ? 'Error: ' : 'Warning: '}
          </span>
          {issue.message}
        </p>
      ))}
    </div>
  );
}
