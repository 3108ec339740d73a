import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Issue } from '../../io/issue';
import { useFieldIssues } from '../useFieldIssues';
import { useRemoveKey } from './useRemoveKey';

interface OptionalField {
  value: unknown;
  /** Its errors and warnings, from the document's issue channel. */
  issues: readonly Issue[];
  /** Sets the value; undefined removes the key (and `prune` emptied parents). */
  set: (value: unknown) => void;
}

/**
 * An optional leaf bound without registering it: registering writes `key: undefined` into the
 * document on mount, and an absent key should stay absent until the user picks a value.
 */
export function useOptionalField(name: string, prune = 0): OptionalField {
  const { control, setValue } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const issues = useFieldIssues(name);
  const removeKey = useRemoveKey();
  const set = useCallback(
    (next: unknown) => {
      if (next === undefined) removeKey(name, prune);
      else setValue(name, next, { shouldDirty: true });
    },
    [name, prune, removeKey, setValue],
  );
  return { value, issues, set };
}
