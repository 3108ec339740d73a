import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { useFormEngine } from './FormEngineContext';
import { toSegments, valueAt } from './fieldPath';

interface Read<T> {
  inputs: readonly unknown[];
  compute: (values: readonly unknown[]) => T;
  output: T;
}

/**
 * Reads the values at `names` (dotted) in the latest snapshot through `compute`, which runs
 * again only when one of the values changed (an edit keeps the identity of everything it left
 * alone); otherwise the read returns the last output itself.
 */
export function useSnapshotRead<T>(
  names: readonly string[],
  compute: (values: readonly unknown[]) => T,
): () => T {
  const { snapshots } = useFormEngine();
  const key = names.join('\n');
  const paths = useMemo(() => key.split('\n').map(toSegments), [key]);
  const last = useRef<Read<T> | null>(null);
  return useCallback(() => {
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
}

/**
 * The values at `names` (dotted) in the document's snapshots, through `compute`: a component
 * re-renders only when `compute`'s result changes, and `compute` runs again only when one of the
 * values does. This is how the form reads the document (react-hook-form holds it only while
 * submitting it).
 */
export function useDocumentValues<T>(
  names: readonly string[],
  compute: (values: readonly unknown[]) => T,
): T {
  const { snapshots } = useFormEngine();
  return useSyncExternalStore(snapshots.subscribe, useSnapshotRead(names, compute));
}

/** `name` as a list of names, and `compute` (or the value itself) over that list's one value. */
export function useOneName<T>(name: string, compute?: (value: unknown) => T) {
  const names = useMemo(() => [name], [name]);
  const select = useMemo(
    () => (values: readonly unknown[]) => (compute ? compute(values[0]) : (values[0] as T)),
    [compute],
  );
  return [names, select] as const;
}

/** The value at `name` in the document (see useDocumentValues), or what `compute` makes of it. */
export function useDocumentValue<T = unknown>(name: string, compute?: (value: unknown) => T): T {
  return useDocumentValues(...useOneName(name, compute));
}
