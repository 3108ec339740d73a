import { useCallback, useRef, useState } from 'react';
import {
  canRedo,
  canUndo,
  createHistory,
  recordChange,
  redo as redoStep,
  toStacks,
  undo as undoStep,
  type HistoryStacks,
  type HistoryState,
} from './history';
import { shareUnchanged } from './shareUnchanged';

export interface HistoryControls<T> {
  /** Records `next` as the current snapshot; `key` (a field path) lets quick edits merge. */
  record: (next: T, key: string) => void;
  /** Steps back; returns the snapshot to restore, or undefined when there is nothing to undo. */
  undo: () => T | undefined;
  redo: () => T | undefined;
  /** Starts over on another document or a restored draft. */
  reset: (present: T, stacks?: HistoryStacks<T>) => void;
  /** The stacks to store with the draft. */
  stacks: () => HistoryStacks<T>;
  canUndo: boolean;
  canRedo: boolean;
}

/** One document's undo history. The state lives in a ref so undo returns its snapshot at once. */
export function useHistory<T>(present: T, stacks?: HistoryStacks<T>): HistoryControls<T> {
  const history = useRef<HistoryState<T> | null>(null);
  if (history.current === null) history.current = createHistory(present, stacks);
  const [flags, setFlags] = useState(() => ({
    canUndo: stacks ? stacks.past.length > 0 : false,
    canRedo: stacks ? stacks.future.length > 0 : false,
  }));

  const update = useCallback((next: HistoryState<T>) => {
    history.current = next;
    setFlags((f) =>
      f.canUndo === canUndo(next) && f.canRedo === canRedo(next)
        ? f
        : { canUndo: canUndo(next), canRedo: canRedo(next) },
    );
  }, []);

  const current = useCallback(() => {
    if (!history.current) throw new Error('useHistory read before it was created');
    return history.current;
  }, []);

  const record = useCallback(
    (next: T, key: string) => {
      const state = current();
      // A snapshot equal to the present is no step; otherwise it shares what did not change.
      update(recordChange(state, shareUnchanged(state.present, next), { key, at: Date.now() }));
    },
    [current, update],
  );
  const step = useCallback(
    (move: (state: HistoryState<T>) => HistoryState<T>) => () => {
      const before = current();
      const after = move(before);
      if (after === before) return undefined;
      update(after);
      return after.present;
    },
    [current, update],
  );
  const undo = useCallback(() => step(undoStep)(), [step]);
  const redo = useCallback(() => step(redoStep)(), [step]);
  const reset = useCallback(
    (next: T, nextStacks?: HistoryStacks<T>) => update(createHistory(next, nextStacks)),
    [update],
  );
  const getStacks = useCallback(() => toStacks(current()), [current]);

  return { record, undo, redo, reset, stacks: getStacks, ...flags };
}
