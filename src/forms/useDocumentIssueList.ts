import { useDeferredValue, useSyncExternalStore } from 'react';
import type { Issue } from '../io/issue';
import { useFormEngine } from './FormEngineContext';

/** Every issue of the document; deferred, so typing never waits for the list. */
export function useDocumentIssueList(): readonly Issue[] {
  const { issues } = useFormEngine();
  return useDeferredValue(useSyncExternalStore(issues.subscribe, issues.getAll));
}
