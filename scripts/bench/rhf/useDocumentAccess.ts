// Replaces src/forms/useDocumentAccess.ts in the benchmark's react-hook-form build.
import { useMemo } from 'react';
import { useFormEngine } from '../../../src/forms/FormEngineContext';
import type { DocumentAccess } from '../../../src/forms/useDocumentAccess';
import { formOf } from './formSnapshots';

export type { DocumentAccess };

/** Reading (`getValues`) and writing (`setValue`) a field of the form outside a render. */
export function useDocumentAccess(): DocumentAccess {
  const { snapshots } = useFormEngine();
  return useMemo(() => {
    const form = formOf(snapshots);
    return {
      read: (name): unknown => form.getValues(name),
      write: (name, value) => form.setValue(name, value),
    };
  }, [snapshots]);
}
