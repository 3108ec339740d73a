import { useSyncExternalStore } from 'react';
import { useFormEngine } from './FormEngineContext';
import { toName } from './fieldPath';

/** Whether the field `name` or anything inside it has an error; re-renders only when that flips. */
export function useSubtreeHasError(name: string): boolean {
  const { issues } = useFormEngine();
  return useSyncExternalStore(issues.subscribe, () =>
    issues.getAll().some((issue) => {
      if (issue.severity !== 'error') return false;
      const at = toName(issue.segments);
      return at === name || at.startsWith(`${name}.`);
    }),
  );
}
