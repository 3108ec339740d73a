import { useId, useState, type ReactNode } from 'react';
import { useDocumentIssueList } from '../forms/useDocumentIssueList';

/**
 * The issue list behind an "Issues" button with its count, in a narrow editor (studio.css), so
 * the sections and the first field stay on the first screen; in a wide one the button is not
 * drawn and the list always shows.
 */
export function NarrowIssues({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const issues = useDocumentIssueList();
  const errors = issues?.filter((issue) => issue.severity === 'error').length ?? 0;
  const count = issues?.length ?? 0;
  return (
    <>
      <button
        type="button"
        className="button narrow-issues__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Issues
        {count > 0 ? (
          <span className={`badge ${errors > 0 ? 'badge--error' : 'badge--warning'}`}>{count}</span>
        ) : null}
      </button>
      <div id={id} className="narrow-issues" data-open={open}>
        {children}
      </div>
    </>
  );
}
