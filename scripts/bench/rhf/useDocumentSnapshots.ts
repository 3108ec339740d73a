// Replaces src/forms/useDocumentSnapshots.ts in the benchmark's react-hook-form build.
import { useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { DocumentSnapshots, SettleTiming } from '../../../src/forms/documentSnapshots';
import { createFormSnapshots } from './formSnapshots';

/** The document held by react-hook-form (`useForm({ defaultValues })`), read as snapshots. */
export function useDocumentSnapshots(initial: unknown, timing?: SettleTiming): DocumentSnapshots {
  const values = initial as FieldValues;
  const form = useForm({ defaultValues: values, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const [snapshots] = useState(() => createFormSnapshots(form, values, timing));
  return snapshots;
}
