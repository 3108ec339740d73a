import { useCallback, useEffect, useRef, useState } from 'react';
import type { Draft } from './draft';
import { useSaveDraft } from './draftQueries';
import { forgetSavedEdits } from './emergencyCopy';
import { toStorageProblem, type StorageProblem } from './storageProblem';

export interface AutosaveState {
  status: 'saved' | 'saving' | 'error';
  /** When the last save succeeded, in milliseconds; null before the first. */
  lastSavedAt: number | null;
  /** Why the last save failed; null when it succeeded. */
  problem: StorageProblem | null;
  /** Saves pending changes now. */
  flush: () => Promise<void>;
}

/** Quiet time after a change before saving. */
export const AUTOSAVE_DELAY_MS = 400;
/** Continuous typing is saved at least this often: the quiet time does not restart forever. */
export const AUTOSAVE_MAX_WAIT_MS = 1000;

/**
 * Saves the draft `getSnapshot()` returns shortly after each change `subscribe` reports (at most
 * a second after the first unsaved one), and at once when the page is hidden or left. Saves never
 * overlap; changes during a save are saved right after it. "Saved" means committed to storage;
 * the edits it holds then leave the emergency copy. `subscribe` must be stable (wrap it in useCallback): it is resubscribed, and
 * pending changes flushed, whenever it or `draftId` changes.
 */
export function useAutosave(
  draftId: string | null,
  getSnapshot: () => Draft | null,
  subscribe: (onChange: () => void) => () => void,
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
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstUnsaved = useRef<number | null>(null);

  useEffect(() => {
    snapshot.current = getSnapshot;
    save.current = mutateAsync;
  });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    firstUnsaved.current = null;
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
        (error: unknown) =>
          setState((s) => ({ ...s, status: 'error', problem: toStorageProblem(error) })),
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
    const onChange = () => {
      dirty.current = true;
      setState((s) => (s.status === 'saving' ? s : { ...s, status: 'saving' }));
      clearTimeout(timer.current);
      const now = Date.now();
      firstUnsaved.current ??= now;
      const wait = Math.min(AUTOSAVE_DELAY_MS, firstUnsaved.current + AUTOSAVE_MAX_WAIT_MS - now);
      timer.current = setTimeout(() => void flush(), Math.max(0, wait));
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    const unsubscribe = subscribe(onChange);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [draftId, subscribe, flush]);

  return { ...state, flush };
}
