import { useSyncExternalStore } from 'react';
import type { Issue } from '../io/issue';
import { useFormEngine } from './FormEngineContext';

/** The issues (errors and warnings) of exactly this field; re-renders only when they change. */
export function useFieldIssues(name: string): readonly Issue[] {
  const { issues } = useFormEngine();
  return useSyncExternalStore(issues.subscribe, () => issues.getAt(name));
}
