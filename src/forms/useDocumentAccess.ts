import { useMemo } from 'react';
import { useFormEngine } from './FormEngineContext';
import { toSegments, valueAt } from './fieldPath';

/** Reading the document now, and writing a field of it, outside a render. */
export interface DocumentAccess {
  /** The value at `name` (dotted) in the latest snapshot. */
  read: (name: string) => unknown;
  /** Writes `value` at `name` through the document's store (DocumentSnapshots.write). */
  write: (name: string, value: unknown) => void;
}

/**
 * What an event handler of a widget uses to read and change the document. A render reads through
 * useDocumentValue instead, so that it re-renders when the value changes.
 */
export function useDocumentAccess(): DocumentAccess {
  const { snapshots } = useFormEngine();
  return useMemo(
    () => ({
      read: (name) => valueAt(snapshots.get().document, toSegments(name)),
      write: (name, value) => snapshots.write(name, value),
    }),
    [snapshots],
  );
}
