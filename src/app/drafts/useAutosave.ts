import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { runWhenIdle } from '../../ui/runWhenIdle';
import type { Draft } from '../../storage';
import { useSaveDraft } from './draftQueries';
import { useDraftStore } from './draftStoreContext';
import { forgetSavedEdits, journalProblem, onJournalProblem } from '../../storage';
import { toStorageProblem, type StorageProblem } from '../../storage';

/** A settled run of edits is saved when the page is next idle, and this long after at the latest. */
const IDLE_SAVE_TIMEOUT_MS = 500;

export interface AutosaveState {
  status: 'saved' | 'saving' | 'error';
  /** When the last save succeeded, in milliseconds; null before the first. */
  lastSavedAt: number | null;
  /** Why the last save failed; null when it succeeded. */
  problem: StorageProblem | null;
  /** Saves pending changes now. */
  flush: () => Promise<void>;
}

/** What autosave hears of the document: every change, and when a run of changes settles. */
export interface AutosaveEvents {
  /** Something unsaved happened: the status says "Saving…" from now. */
  changed: () => void;
  /** A run of changes settled (the document's snapshots decide when): save when next idle. */
  settled: () => void;
}

/**
 * Saves the draft `getSnapshot()` returns when a run of changes settles (the document's snapshots
 * settle at most a second after the first change of a run), and at once when the page is hidden
 * or left. Saves never overlap; changes during a save are saved right after it. "Saved" means
 * committed to storage; the edits it holds then leave the emergency copy. While no place kept the
 * newest edit (the emergency copy's `journalProblem`), the status is that problem at once. `subscribe` must be
 * stable (useCallback): it is resubscribed, and pending changes flushed, when it or `draftId`
 * changes.
 */
export function useAutosave(
  draftId: string | null,
  getSnapshot: () => Draft | null,
  subscribe: (events: AutosaveEvents) => () => void,
  /** Known before any save: drafts can only live in this tab, so nothing is "Saved". */
  knownProblem: StorageProblem | null = null,
): AutosaveState {
  const { mutateAsync } = useSaveDraft();
  const [state, setState] = useState<Omit<AutosaveState, 'flush'>>({
    status: knownProblem ? 'error' : 'saved',
    lastSavedAt: null,
    problem: knownProblem,
  });
  const snapshot = useRef(getSnapshot);
  const save = useRef(mutateAsync);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);

  useEffect(() => {
    snapshot.current = getSnapshot;
    save.current = mutateAsync;
  });

  const flush = useCallback(async () => {
    while (dirty.current) {
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      dirty.current = false;
      const draft = snapshot.current();
      if (!draft) return;
      const savedAt = Date.now();
      const attempt = save.current({ ...draft, updatedAt: savedAt }).then(
        () => {
          forgetSavedEdits(draft.id, savedAt);
          setState({
            status: dirty.current ? 'saving' : 'saved',
            lastSavedAt: Date.now(),
            problem: null,
          });
        },
        (error: unknown) => {
          const problem = toStorageProblem(error);
          setState((s) => ({ ...s, status: 'error', problem }));
        },
      );
      inFlight.current = attempt;
      await attempt;
      inFlight.current = null;
    }
    // A second caller waits for the save the first one started.
    if (inFlight.current) await inFlight.current;
  }, []);

  useEffect(() => {
    if (draftId === null) return;
    const changed = () => {
      dirty.current = true;
      setState((s) => (s.status === 'saving' ? s : { ...s, status: 'saving' }));
    };
    // A 5 MB draft takes some 50 ms to copy into IndexedDB: in the gap between two keys, not
    // across the next one. The emergency copy holds every edit meanwhile.
    let cancelIdle = () => {};
    const settled = () => {
      cancelIdle();
      cancelIdle = runWhenIdle(() => void flush(), IDLE_SAVE_TIMEOUT_MS);
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    const unsubscribe = subscribe({ changed, settled });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelIdle();
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [draftId, subscribe, flush]);

  // No place took the newest edit: say so now, not when the save fails a second later.
  const unkept = useSyncExternalStore(onJournalProblem, () =>
    draftId === null ? null : journalProblem(draftId),
  );
  // "Saved" only once the store of record holds the draft: not while the put that opened it is
  // on its way, nor after the store refused it (a reload then shows "Not saved" again).
  const unstored = useStoreOfRecord(draftId);
  if (unkept && state.status !== 'error')
    return { ...state, status: 'error', problem: unkept, flush };
  if (unstored === 'pending' && state.status === 'saved')
    return { ...state, status: 'saving', flush };
  if (unstored && unstored !== 'pending' && state.status === 'saved')
    return { ...state, status: 'error', problem: unstored, flush };
  return { ...state, flush };
}

/**
 * What the store of record lacks of draft `id` (DraftStore.unstored), kept current. Without an id
 * (the tab does not hold the draft yet: its lock or its recovery is on the way) nothing is known
 * to be stored, so nothing says "Saved".
 */
function useStoreOfRecord(id: string | null): 'pending' | StorageProblem | null {
  const store = useDraftStore();
  const subscribe = useCallback(
    (listener: () => void) => store.onUnstored?.(listener) ?? (() => {}),
    [store],
  );
  return useSyncExternalStore(subscribe, () =>
    id === null ? 'pending' : (store.unstored?.(id) ?? null),
  );
}
