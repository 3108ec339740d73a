import { useFormContext, useWatch } from 'react-hook-form';

/**
 * Whether an array exists in the document. useFieldArray writes `[]` for an absent array when it
 * mounts, so lists mount it only once the array exists: opening the editor adds nothing.
 */
export function useArrayPresent(name: string): boolean {
  const { control } = useFormContext();
  return useWatch({ control, name, compute: (value: unknown) => Array.isArray(value) });
}
