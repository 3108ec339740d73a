import { useCallback } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { useRemoveKey } from './useRemoveKey';

interface OptionalField {
  value: unknown;
  error: FieldError | undefined;
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
  const { errors } = useFormState({ control, name, exact: true });
  const removeKey = useRemoveKey();
  const set = useCallback(
    (next: unknown) => {
      if (next === undefined) removeKey(name, prune);
      else setValue(name, next, { shouldDirty: true, shouldValidate: true });
    },
    [name, prune, removeKey, setValue],
  );
  const error: FieldError | undefined = get(errors, name);
  return { value, error, set };
}
