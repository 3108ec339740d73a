import { useEffect, useRef, useState } from 'react';

/**
 * Who may edit a draft: `held` by this tab, `elsewhere` (another tab or window has it open for
 * editing; this one is read-only until it lets go), or `pending` while the browser answers.
 */
export type DraftLockState = 'pending' | 'held' | 'elsewhere';

interface Entry {
  refs: number;
  state: DraftLockState;
  listeners: Set<() => void>;
  stop: AbortController;
  release: (() => void) | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const entries = new Map<string, Entry>();

export const draftLockName = (id: string) => `pass-studio.draft.${id}`;

const lockManager = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

function setState(entry: Entry, state: DraftLockState) {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

function acquire(id: string): Entry {
  const existing = entries.get(id);
  if (existing) {
    existing.refs++;
    clearTimeout(existing.timer);
    return existing;
  }
  const entry: Entry = {
    refs: 1,
    state: 'pending',
    listeners: new Set(),
    stop: new AbortController(),
    release: null,
    timer: undefined,
  };
  entries.set(id, entry);
  const manager = lockManager();
  // Without Web Locks (old browsers) every tab edits; BroadcastChannel still shows saves.
  if (!manager) {
    entry.state = 'held';
    return entry;
  }
  const hold = () => {
    // Let go before the browser granted it (a tab switched away at once): give it back now,
    // or it would be held by nobody until the page closes, and every later holder read-only.
    if (entry.stop.signal.aborted) return undefined;
    setState(entry, 'held');
    return new Promise<void>((resolve) => {
      entry.release = resolve;
    });
  };
  const name = draftLockName(id);
  manager
    .request(name, { ifAvailable: true }, (lock) => {
      if (entry.stop.signal.aborted) return undefined;
      if (lock) return hold();
      setState(entry, 'elsewhere');
      // Queue for it: when the other tab closes the document, this one takes over.
      manager.request(name, { signal: entry.stop.signal }, hold).catch(() => undefined);
      return undefined;
    })
    .catch(() => undefined);
  return entry;
}

function release(id: string, entry: Entry) {
  entry.refs--;
  if (entry.refs > 0) return;
  // Deferred: React's StrictMode unmounts and mounts again at once; keep the lock across that.
  entry.timer = setTimeout(() => {
    entries.delete(id);
    entry.stop.abort();
    entry.release?.();
  }, 0);
}

/**
 * Holds the Web Lock of draft `id` while mounted, so only one tab edits a draft at a time.
 * `settle` runs before the lock is let go (the last save), so the next holder reads it.
 */
export function useDraftLock(id: string, settle: () => Promise<void>): DraftLockState {
  const [state, setLocal] = useState<DraftLockState>(() => entries.get(id)?.state ?? 'pending');
  const beforeRelease = useRef(settle);
  useEffect(() => {
    beforeRelease.current = settle;
  });
  useEffect(() => {
    const entry = acquire(id);
    const sync = () => setLocal(entry.state);
    entry.listeners.add(sync);
    sync();
    return () => {
      entry.listeners.delete(sync);
      void beforeRelease.current().finally(() => release(id, entry));
    };
  }, [id]);
  return state;
}
