// The benchmark's react-hook-form variant of the document's store: the form holds the document
// and every change goes through its documented API; DocumentSnapshots is only the shape the
// editor's consumers (the preview, the issue channel, undo, autosave) read it in.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  createSettleRuns,
  type DocumentSnapshot,
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
  let snapshot: DocumentSnapshot = {
    document: initial,
    version: 0,
    changed: 'all',
    origin: 'outside',
  };
  const listeners = new Set<(snapshot: DocumentSnapshot) => void>();
  const runs = createSettleRuns(() => snapshot, timing);
  let editKey: string | null = null;
  let replacing: SnapshotOrigin | null = null;

  const stop = form.subscribe({
    formState: { values: true },
    callback: ({ values, name }) => {
      const document = replaceEqualDeep(snapshot.document, values);
      if (document === snapshot.document) return;
      const origin = replacing ?? 'edit';
      const key = replacing || !name ? 'document' : (editKey ?? name);
      runs.endOther(key, origin);
      const changed = replacing || !name ? 'all' : [name];
      snapshot = { document, version: snapshot.version + 1, changed, origin };
      for (const listener of listeners) listener(snapshot);
      if (origin !== 'outside') runs.continueRun(key, origin);
    },
  });

  const snapshots: DocumentSnapshots = {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeSettled: runs.subscribe,
    settle: runs.settle,
    note: (key) => runs.continueRun(key, 'edit'),
    write: (name, value) => form.setValue(name, value),
    editAs(key, edits) {
      editKey = key;
      try {
        edits();
      } finally {
        editKey = null;
      }
    },
    replace(document, origin) {
      runs.settle();
      replacing = origin;
      try {
        form.reset(document as FieldValues);
      } finally {
        replacing = null;
      }
    },
    dispose() {
      runs.settle();
      stop();
      listeners.clear();
      runs.clear();
    },
  };
  forms.set(snapshots, form);
  return snapshots;
}
