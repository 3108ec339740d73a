// The benchmark's react-hook-form variant of the document's store: the form holds the document
// and every change goes through its documented API; DocumentSnapshots is only the shape the
// editor's consumers (the preview, the issue channel, undo, autosave) read it in.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  createSnapshotPublisher,
  type DocumentSnapshots,
  type SettleTiming,
  type SnapshotOrigin,
} from '../../../src/forms/documentSnapshots';

type Form = UseFormReturn<FieldValues>;

const forms = new WeakMap<DocumentSnapshots, Form>();

/** The form behind `snapshots` (made by createFormSnapshots). */
export function formOf(snapshots: DocumentSnapshots): Form {
  const form = forms.get(snapshots);
  if (!form) throw new Error('this document store has no react-hook-form behind it');
  return form;
}

/**
 * Snapshots fed by `form.subscribe`: each change's values are react-hook-form's deep copy of
 * its document, into which the parts equal to the previous snapshot's are put back
 * (replaceEqualDeep), so what memoises on identity (the preview's parts, the rows' keys, the
 * linter's parts) works as it does with the snapshot store.
 */
export function createFormSnapshots(
  form: Form,
  initial: FieldValues,
  timing: SettleTiming = {},
): DocumentSnapshots {
  const { base, publish, keyOf } = createSnapshotPublisher(initial, timing);
  let replacing: SnapshotOrigin | null = null;
  const stop = form.subscribe({
    formState: { values: true },
    callback: ({ values, name }) => {
      const document = replaceEqualDeep(base.get().document, values);
      if (document === base.get().document) return;
      const whole = replacing !== null || !name;
      publish(
        { document, changed: whole ? 'all' : [name], origin: replacing ?? 'edit' },
        whole ? 'document' : keyOf(name),
      );
    },
  });
  const snapshots: DocumentSnapshots = {
    ...base,
    write: (name, value) => form.setValue(name, value),
    replace(document, origin) {
      base.settle();
      replacing = origin;
      try {
        form.reset(document as FieldValues);
      } finally {
        replacing = null;
      }
    },
    dispose() {
      stop();
      base.dispose();
    },
  };
  forms.set(snapshots, form);
  return snapshots;
}
