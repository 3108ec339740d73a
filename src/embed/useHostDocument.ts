import { useCallback, useEffect, useRef } from 'react';
import type { Studio } from '../studio';
import type { PassDocument } from './backend/passBackend';
import type { CheckResult } from './checkDocument';
import { toPassDocument } from './toPassDocument';

interface HostDocumentOptions {
  studio: Studio;
  /** The document the editor opened with. */
  initial: PassDocument;
  /** The host's controlled document, when it gives one. */
  value: PassDocument | undefined;
  onChange: ((document: PassDocument, result: CheckResult) => void) | undefined;
  /** The document was replaced from the host (the JSON view's text gives way to it). */
  onReplaced: () => void;
}

/**
 * The document between the editor and its host: `onChange` once a run of edits settles, with
 * the editor's verdict; a controlled `value` shown whenever it differs from what was reported;
 * `current` and `show` for the handle's getDocument and setDocument.
 */
export function useHostDocument({
  studio,
  initial,
  value,
  onChange,
  onReplaced,
}: HostDocumentOptions) {
  const { snapshots, issues } = studio;
  const current = useCallback(
    () => toPassDocument(snapshots.get().document, 'PassEditor'),
    [snapshots],
  );
  // The document the host last gave or was told about: echoes of it are not changes.
  const known = useRef(JSON.stringify(initial));
  const show = useCallback(
    (next: PassDocument) => {
      known.current = JSON.stringify(next);
      snapshots.replace(next, 'outside');
      onReplaced();
    },
    [snapshots, onReplaced],
  );
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  const check = useCallback(async (): Promise<CheckResult> => {
    const found = await issues();
    return { valid: !found.some((issue) => issue.severity === 'error'), issues: [...found] };
  }, [issues]);

  // onChange once a run of edits settles (the snapshots' pace), with the editor's own verdict.
  useEffect(() => {
    let reported: unknown = undefined;
    const unsubscribe = snapshots.subscribeSettled(({ snapshot }) => {
      if (snapshot.document === reported) return;
      reported = snapshot.document;
      const document = toPassDocument(snapshot.document, 'PassEditor');
      known.current = JSON.stringify(document);
      void check().then((result) => {
        // Edited again while the rules loaded: that edit's own report follows.
        if (snapshots.get().document === snapshot.document)
          latestOnChange.current?.(document, result);
      });
    });
    return () => {
      // An edit still waiting is reported, not dropped.
      snapshots.settle();
      unsubscribe();
    };
  }, [snapshots, check]);

  useEffect(() => {
    if (value === undefined) return;
    const next = toPassDocument(value, 'PassEditor value');
    const text = JSON.stringify(next);
    if (text === known.current || text === JSON.stringify(current())) return;
    show(next);
  }, [value, current, show]);

  return { current, show, check };
}
