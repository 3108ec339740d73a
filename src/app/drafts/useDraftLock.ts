import { useEffect, useRef, useState } from 'react';
import { draftLockState, holdDraftLock, type DraftLockState } from '../../storage';

/**
 * Holds the Web Lock of draft `id` while mounted, so only one tab edits a draft at a time.
 * `settle` runs before the lock is let go (the last save), so the next holder reads it.
 */
export function useDraftLock(id: string, settle: () => Promise<void>): DraftLockState {
  const [state, setLocal] = useState<DraftLockState>(() => draftLockState(id));
  const beforeRelease = useRef(settle);
  useEffect(() => {
    beforeRelease.current = settle;
  });
  useEffect(() => {
    const hold = holdDraftLock(id);
    const sync = () => setLocal(hold.state());
    const stop = hold.onChange(sync);
    sync();
    return () => {
      stop();
      void beforeRelease.current().finally(hold.release);
    };
  }, [id]);
  return state;
}
