import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createDocumentSnapshots, type DocumentSnapshots } from './documentSnapshots';

/**
 * The snapshots of `form` (createDocumentSnapshots), made once per form. It listens for as long
 * as the form lives; consumers settle what they need on unmount (autosave, a host's onChange).
 */
export function useDocumentSnapshots(
  form: UseFormReturn,
  timing?: Parameters<typeof createDocumentSnapshots>[1],
): DocumentSnapshots {
  const [made] = useState(() => ({ form, snapshots: createDocumentSnapshots(form, timing) }));
  if (made.form !== form)
    throw new Error('useDocumentSnapshots: the form changed; key the component by document');
  return made.snapshots;
}
