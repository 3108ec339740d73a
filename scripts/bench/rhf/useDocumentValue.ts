// Replaces src/forms/useDocumentValue.ts in the benchmark's react-hook-form build.
import { useCallback, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useFormEngine } from '../../../src/forms/FormEngineContext';
import { toSegments, valueAt } from '../../../src/forms/fieldPath';
import { formOf } from './formSnapshots';

interface Read<T> {
  inputs: readonly unknown[];
  compute: (values: readonly unknown[]) => T;
  output: T;
}

/**
 * The values at `names` through `compute`, watched with react-hook-form's `useWatch` (its
 * `compute` re-renders only when the result changes). The values are read from the latest
 * snapshot, whose unchanged parts keep their identity, so `compute` runs again only when one of
 * them changed, as with the snapshot store.
 */
export function useDocumentValues<T>(
  names: readonly string[],
  compute: (values: readonly unknown[]) => T,
): T {
  const { snapshots } = useFormEngine();
  const key = names.join('\n');
  const watched = useMemo(() => key.split('\n'), [key]);
  const paths = useMemo(() => watched.map(toSegments), [watched]);
  const last = useRef<Read<T> | null>(null);
  const read = useCallback(() => {
    const { document } = snapshots.get();
    const inputs = paths.map((segments) => valueAt(document, segments));
    const known = last.current;
    if (
      known &&
      known.compute === compute &&
      known.inputs.length === inputs.length &&
      known.inputs.every((value, i) => Object.is(value, inputs[i]))
    ) {
      return known.output;
    }
    const output = compute(inputs);
    last.current = { inputs, compute, output };
    return output;
  }, [snapshots, paths, compute]);
  return useWatch({ control: formOf(snapshots).control, name: watched, compute: read });
}

/** The value at `name` in the document (see useDocumentValues), or what `compute` makes of it. */
export function useDocumentValue<T = unknown>(name: string, compute?: (value: unknown) => T): T {
  const names = useMemo(() => [name], [name]);
  const select = useMemo(
    () => (values: readonly unknown[]) => (compute ? compute(values[0]) : (values[0] as T)),
    [compute],
  );
  return useDocumentValues(names, select);
}
