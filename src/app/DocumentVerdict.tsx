import { verdictText } from '../io';
import { useDocumentIssueList } from '../forms';

/** The document's verdict in the toolbar: "2 errors", "Valid · 3 Google warnings" or "Ready". */
export function DocumentVerdict() {
  const issues = useDocumentIssueList();
  const errors = issues.filter((issue) => issue.severity === 'error').length;
  const text = verdictText({ errors, warnings: issues.length - errors });
  const tone = errors > 0 ? 'error' : issues.length > 0 ? 'warning' : 'ready';
  return (
    <span className={`document-verdict document-verdict--${tone}`} role="status">
      {text}
    </span>
  );
}
