import { verdictText } from '../io';
import { useDocumentIssueList } from '../forms';
import './documentVerdict.css';

/** The document's verdict in the toolbar: "2 errors", "Valid · 3 Google warnings" or "Ready". */
export function DocumentVerdict() {
  const issues = useDocumentIssueList();
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const text = verdictText({ errors, warnings: issues.length - errors });
  const tone = errors > 0 ? 'error' : issues.length > 0 ? 'warning' : 'ready';
  return (
    // Not role="status": the toolbar's status is the save status; this one is announced politely.
    <span className={`document-verdict document-verdict--${tone}`} aria-live="polite">
      {text}
    </span>
  );
}
