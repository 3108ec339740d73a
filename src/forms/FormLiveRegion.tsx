import { useEffect, useRef, useSyncExternalStore } from 'react';
import { countIssues, verdictWords } from '../io/verdict';
import type { FormAnnouncer } from './formAnnouncer';
import { useDocumentIssueList } from './useDocumentIssueList';

/** Says the document's verdict when it changes ("1 error", "Ready"): here alone, so once. */
function useVerdictNews(announcer: FormAnnouncer) {
  const issues = useDocumentIssueList();
  const verdict = issues ? verdictWords(countIssues(issues)).text.replaceAll(' · ', ', ') : null;
  const said = useRef<string | null>(null);
  useEffect(() => {
    if (verdict === null || verdict === said.current) return;
    said.current = verdict;
    announcer.say(verdict);
  }, [announcer, verdict]);
}

/**
 * The form's one polite live region: list operations, the focused field's new issues and the
 * verdict. The same words said twice in a row differ by an invisible space, so they are said again.
 */
export function FormLiveRegion({ announcer }: { announcer: FormAnnouncer }) {
  useVerdictNews(announcer);
  const { text, count } = useSyncExternalStore(announcer.subscribe, announcer.get);
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
      {count % 2 === 1 ? '\u00a0' : ''}
    </p>
  );
}
