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

const draftLockName = (id: string) => `pass-studio.draft.${id}`;

const lockManager = (): LockManager | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null;

/**
 * Runs `work` holding draft `id`'s lock, unless a tab edits the draft (undefined then): what
 * recovery and a stored verdict do to a draft nobody has open. Without Web Locks it just runs.
 */
export async function whileNobodyEdits<T>(
  id: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const manager = lockManager();
  if (!manager) return work();
  return manager.request(draftLockName(id), { ifAvailable: true }, (lock) =>
    lock ? work() : undefined,
  );
}

function setState(entry: Entry, state: DraftLockState) {
  entry.state = state;
  entry.listeners.forEach((listener) => listener());
}

/** This tab's hold on a draft's Web Lock, shared by everyone here who edits the draft. */
export interface DraftLockHold {
  state: () => DraftLockState;
  /** Hears every change of `state`. */
  onChange: (listener: () => void) => () => void;
  /** This holder lets go; the lock goes once the last one here has. */
  release: () => void;
}

/**
 * Holds the Web Lock of draft `id` (or queues for it), so only one tab edits a draft at a time.
 * Holders in this tab share one lock; call `release` once each.
 */
export function holdDraftLock(id: string): DraftLockHold {
  const entry = acquire(id);
  return {
    state: () => entry.state,
    onChange(listener) {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    release: () => release(id, entry),
  };
}

/** What this tab knows of draft `id`'s lock before holding it. */
export const draftLockState = (id: string): DraftLockState => entries.get(id)?.state ?? 'pending';

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
  // Deferred: a holder that lets go and holds again at once (React's StrictMode) keeps the lock.
  entry.timer = setTimeout(() => {
    entries.delete(id);
    entry.stop.abort();
    entry.release?.();
  }, 0);
}
