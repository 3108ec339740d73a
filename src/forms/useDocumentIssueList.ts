import { useDeferredValue, useSyncExternalStore } from 'react';
import type { Issue } from '../io/issue';
import { useFormEngine } from './FormEngineContext';

/**
 * Every issue of the document; deferred, so typing never waits for the list. Undefined until the
 * document's first check (just after it first paints), so that nothing says "Ready" before.
 */
export function useDocumentIssueList(): readonly Issue[] | undefined {
  const { issues } = useFormEngine();
  const read = () => (issues.checked() ? issues.getAll() : undefined);
  return useDeferredValue(useSyncExternalStore(issues.subscribe, read));
}
