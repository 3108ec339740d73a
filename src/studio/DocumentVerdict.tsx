import { countIssues, verdictWords } from '../io/verdict';
import { useDocumentIssueList } from '../forms/useDocumentIssueList';
import './documentVerdict.css';

/**
 * The document's verdict in the toolbar, in the words of every surface (verdictWords): "2 errors
 * · 1 Google warning", "Ready"; `unparsable`, where JSON text being edited stops parsing, instead.
 */
export function DocumentVerdict({ unparsable }: { unparsable?: string | undefined }) {
  const issues = useDocumentIssueList();
  if (unparsable !== undefined) {
    // Never "Valid" while the text does not parse: the form holds an older state. Said here, as
    // the form's live region says only the form's verdict.
    const { text, tone } = verdictWords({ unparsable });
    return (
      <span className={`document-verdict document-verdict--${tone}`} aria-live="polite">
        {text}
      </span>
    );
  }
  // Nothing is said before the document's first check, a moment after it shows.
  const { text, tone } = verdictWords(issues ? countIssues(issues) : 'checking');
  return (
    // Not a live region: the form's one live region says each new verdict (FormLiveRegion).
    <span className={`document-verdict document-verdict--${tone}`}>{issues ? text : ''}</span>
  );
}
