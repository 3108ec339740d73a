import { useCallback } from 'react';
import { useFormContext } from 'react-hook-form';
import { isBlank } from './isBlank';

/**
 * For widgets that create an optional object on first input: once the user has emptied every
 * input of it, the object is removed again, so clearing leaves no `{}` behind.
 */
export function usePruneIfBlank(name: string, optional: boolean): () => void {
  const { getValues, setValue } = useFormContext();
  return useCallback(() => {
    if (!optional) return;
    const value: unknown = getValues(name);
    if (value !== undefined && isBlank(value)) {
      setValue(name, undefined);
    }
  }, [getValues, setValue, name, optional]);
}
