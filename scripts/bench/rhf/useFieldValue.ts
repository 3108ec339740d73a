// Replaces src/forms/useFieldValue.ts in the benchmark's react-hook-form build.
import { useController } from 'react-hook-form';
import { useFormEngine } from '../../../src/forms/FormEngineContext';
import { formOf } from './formSnapshots';

export { displayText, emptyToUndefined } from '../../../src/forms/useFieldValue';

/** The value at `name` and its setter, through react-hook-form's `useController`. */
export function useFieldValue(name: string): [unknown, (value: unknown) => void] {
  const { snapshots } = useFormEngine();
  const { field } = useController({ name, control: formOf(snapshots).control });
  return [field.value, field.onChange];
}
