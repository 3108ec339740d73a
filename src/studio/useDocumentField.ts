import { useMemo } from 'react';
import { useDocumentAccess } from '../forms/useDocumentAccess';
import { useDocumentValue } from '../forms/useDocumentValue';
import { useFormEngine } from '../forms/FormEngineContext';

/** A field of the open document, for a shell's own control inside the editor's form. */
export interface DocumentField {
  /** Its value now; the component re-renders when it changes. */
  value: unknown;
  /** Its value at the moment of the call (for an event handler). */
  read: () => unknown;
  /** Writes it as one undoable edit. */
  write: (value: unknown) => void;
  /** This editor may not write (another tab edits the document, or it is still opening). */
  readOnly: boolean;
}

/** `useDocumentField('classReference')`: read, watch and write one field (a dotted name). */
export function useDocumentField(name: string): DocumentField {
  const value = useDocumentValue(name);
  const { read, write } = useDocumentAccess();
  const { readOnly } = useFormEngine();
  return useMemo(
    () => ({
      value,
      read: () => read(name),
      write: (next: unknown) => write(name, next),
      readOnly,
    }),
    [value, read, write, name, readOnly],
  );
}
