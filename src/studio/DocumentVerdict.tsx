import { countIssues, verdictText } from '../io/verdictText';
import { useDocumentIssueList } from '../forms/useDocumentIssueList';
import './documentVerdict.css';

/** The document's verdict in the toolbar: "2 errors", "Valid · 3 Google warnings" or "Ready". */
export function DocumentVerdict() {
  const issues = useDocumentIssueList();
  // Nothing is said before the document's first check, a moment after it shows.
  const verdict = issues && countIssues(issues);
  const text = verdict ? verdictText(verdict) : '';
  const tone = !verdict
    ? 'checking'
    : verdict.errors > 0
      ? 'error'
      : verdict.warnings > 0
        ? 'warning'
        : 'ready';
  return (
    // Not a live region: the form's one live region says each new verdict (FormLiveRegion).
    <span className={`document-verdict document-verdict--${tone}`}>{text}</span>
  );
}
