// Replaces src/forms/useDocumentValue.ts in the benchmark's react-hook-form build.
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useFormEngine } from '../../../src/forms/FormEngineContext';
import { useOneName, useSnapshotRead } from '../../../src/forms/useDocumentValue';
import { formOf } from './formSnapshots';

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
  const read = useSnapshotRead(watched, compute);
  return useWatch({ control: formOf(snapshots).control, name: watched, compute: read });
}

/** The value at `name` in the document (see useDocumentValues), or what `compute` makes of it. */
export function useDocumentValue<T = unknown>(name: string, compute?: (value: unknown) => T): T {
  return useDocumentValues(...useOneName(name, compute));
}
