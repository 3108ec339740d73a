import { useEffect, useRef, useSyncExternalStore } from 'react';
import { countIssues, verdictWords } from '../io/verdict';
import type { FormAnnouncer } from './formAnnouncer';
import { useDocumentIssueList } from './useDocumentIssueList';

/**
 * Says the document's verdict when it changes ("1 error", "Ready"), once changes pause (a burst
 * of keys changes it many times), after the news that changed it: here alone, so once.
 */
function useVerdictNews(announcer: FormAnnouncer) {
  const issues = useDocumentIssueList();
  const verdict = issues ? verdictWords(countIssues(issues)).text.replaceAll(' · ', ', ') : null;
  const said = useRef<string | null>(null);
  // Read when the pause comes: a verdict that went back to the one said is not news.
  const latest = useRef(verdict);
  useEffect(() => {
    latest.current = verdict;
    if (verdict === null || verdict === said.current) return;
    announcer.sayWhenPaused(
      'verdict',
      () => {
        if (latest.current === said.current) return '';
        said.current = latest.current;
        return latest.current ?? '';
      },
      true,
    );
  }, [announcer, verdict]);
}

/**
 * The form's one polite live region: list operations at once; the typed field's new issues and
 * the verdict once typing pauses. The same words said twice in a row differ by an invisible space, so they are said again.
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
