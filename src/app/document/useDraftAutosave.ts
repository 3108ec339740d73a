import { useCallback, useEffect, useMemo, useRef } from 'react';
import { countIssues } from '../../io/verdict';
import type { Studio } from '../../studio';
import { useAutosave, useEmergencyCopy, type AutosaveEvents } from '../drafts';
import { type Draft, type StorageProblem } from '../../storage';
import type { JsonView } from '../../features/jsonView/useJsonView';

interface DraftAutosaveOptions {
  studio: Studio;
  stored: Draft;
  /** This tab may edit the draft: only then is anything kept or saved. */
  owner: boolean;
  json: JsonView;
  storageProblem: StorageProblem | null;
}

/**
 * Keeps a document's edits: every change at once in the emergency copy, and the draft saved when
 * a run of changes settles (useAutosave), with its undo stacks, kept JSON text and verdict.
 * `noteText` is what the JSON view calls on each keystroke while its text is ahead of the form.
 */
export function useDraftAutosave({
  studio,
  stored,
  owner,
  json,
  storageProblem,
}: DraftAutosaveOptions) {
  const { snapshots, historyStacks } = studio;
  const { textSource, keepText } = json;
  const copyHeader = useMemo(
    () =>
      owner
        ? { id: stored.id, kind: stored.kind, name: stored.name, createdAt: stored.createdAt }
        : null,
    [owner, stored.id, stored.kind, stored.name, stored.createdAt],
  );
  const emergency = useEmergencyCopy(copyHeader, snapshots, textSource);
  // A whole new document of this tab's (undo, redo, an edit from the JSON view) is kept whole.
  useEffect(
    () =>
      snapshots.subscribe(({ document, changed, origin }) => {
        if (changed === 'all' && origin !== 'outside') emergency.keepDocument(document);
      }),
    [snapshots, emergency],
  );

  // The JSON view's text, while it does not parse, is no document change: autosave hears of it here.
  const textListeners = useRef(new Set<() => void>());
  const noteText = useCallback(
    (text: () => string) => {
      keepText(text);
      emergency.keepRaw();
      textListeners.current.forEach((listener) => listener());
      snapshots.note('json-text');
    },
    [keepText, emergency, snapshots],
  );

  const { issuesNow } = studio;
  const getSnapshot = useCallback((): Draft => {
    snapshots.settle();
    const { rawText: _stale, verdict: _before, ...rest } = stored;
    const text = textSource.current?.();
    // The verdict the toolbar shows, from the issue channel: the tabs need not check again
    // (none yet while the warnings' rules load: a stale one would be worse).
    const issues = issuesNow();
    const next: Draft = {
      ...rest,
      document: snapshots.get().document,
      history: historyStacks(),
      ...(issues && { verdict: countIssues(issues) }),
    };
    return text === undefined ? next : { ...next, rawText: text };
  }, [stored, snapshots, historyStacks, issuesNow, textSource]);
  const subscribe = useCallback(
    ({ changed, settled }: AutosaveEvents) => {
      textListeners.current.add(changed);
      const unsubscribeChanges = snapshots.subscribe(({ origin }) => {
        if (origin !== 'outside') changed();
      });
      const unsubscribeSettled = snapshots.subscribeSettled(settled);
      return () => {
        textListeners.current.delete(changed);
        unsubscribeChanges();
        unsubscribeSettled();
      };
    },
    [snapshots],
  );
  const autosave = useAutosave(owner ? stored.id : null, getSnapshot, subscribe, storageProblem);
  return { ...autosave, noteText };
}
