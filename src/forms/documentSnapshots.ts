import { toSegments, valueAt, type Segments } from './fieldPath';
import { sameValue } from './sameValue';

/**
 * Where a whole-document replacement comes from: the user's `edit` (the JSON view) is an undo
 * step; a `restore` (undo, redo) is saved but is no step; an `outside` document (another tab's
 * save, the host's value) is only shown.
 */
export type SnapshotOrigin = 'edit' | 'restore' | 'outside';

/** The document at one moment. Never mutated: an edit copies only the path to what it changed. */
export interface DocumentSnapshot {
  readonly document: unknown;
  /** Counts changes; a new version means a new document. */
  readonly version: number;
  /** The field names (dotted) that changed since the previous snapshot, or 'all' when replaced. */
  readonly changed: readonly string[] | 'all';
  readonly origin: SnapshotOrigin;
}

/** A run of changes that has settled: typing paused, or the next change is to another field. */
export interface SettledRun {
  readonly snapshot: DocumentSnapshot;
  /** The field the run edited, or 'document' for a whole-document replacement. */
  readonly key: string;
  readonly origin: Exclude<SnapshotOrigin, 'outside'>;
}

/**
 * The document's value store (docs/architecture.md, "How a keystroke travels"): every change is
 * written through it and becomes an immutable snapshot that shares what it left alone with the
 * one before, so consumers can memoise on identity and keep snapshots without cloning the
 * document. Two paces:
 * `subscribe` on every change (the preview, the issue channel, the emergency copy) and
 * `subscribeSettled` once a run of changes settles (undo, autosave, a host's onChange, image
 * measurements).
 */
export interface DocumentSnapshots {
  get: () => DocumentSnapshot;
  subscribe: (listener: (snapshot: DocumentSnapshot) => void) => () => void;
  subscribeSettled: (listener: (run: SettledRun) => void) => () => void;
  /** Ends the pending run now (before undo, a save, leaving the page), so no change is missed. */
  settle: () => void;
  /**
   * Something the document does not hold changed (the JSON view's text, not yet parsed): it
   * settles like an edit of `key`, so undo and autosave take it in the same run.
   */
  note: (key: string) => void;
  /**
   * Writes `value` at `name` (dotted) as the next snapshot: the one way a field changes. `value`
   * must not be mutated later.
   */
  write: (name: string, value: unknown) => void;
  /**
   * Runs `edits`, several writes of one user edit (a field and its localized twin), as edits of
   * `key`: they settle as one run, so undo takes them back together.
   */
  editAs: (key: string, edits: () => void) => void;
  /** Replaces the whole document. `document` must not be mutated afterwards. */
  replace: (document: unknown, origin: SnapshotOrigin) => void;
  /** Settles what is pending, then tells no one any more. */
  dispose: () => void;
}

/** Quiet time after a change before its run settles. */
export const SETTLE_MS = 250;
/** Continuous typing settles at least this often: the quiet time does not restart forever. */
export const SETTLE_MAX_MS = 1000;

/** `document` with `value` at `segments`, copying only the objects on the way (undefined removes). */
export function setIn(document: unknown, segments: Segments, value: unknown): unknown {
  if (segments.length === 0) return value;
  const [head, ...rest] = segments as [string | number, ...Segments];
  const container: unknown =
    typeof document === 'object' && document !== null
      ? document
      : typeof head === 'number'
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  const next = setIn(current, rest, value);
  if (Array.isArray(container)) {
    const copy = [...(container as unknown[])];
    copy[head as number] = next;
    return copy;
  }
  const copy: Record<string | number, unknown> = { ...(container as Record<string, unknown>) };
  if (next === undefined && rest.length === 0) delete copy[head];
  else copy[head] = next;
  return copy;
}

/** How long a run waits before it settles; the store's defaults when absent. */
export interface SettleTiming {
  settleMs?: number;
  settleMaxMs?: number;
}

/** The runs of changes of a store whose latest snapshot is `current()`, and their settling. */
function createSettleRuns(current: () => DocumentSnapshot, timing: SettleTiming) {
  const settleMs = timing.settleMs ?? SETTLE_MS;
  const settleMaxMs = timing.settleMaxMs ?? SETTLE_MAX_MS;
  const listeners = new Set<(run: SettledRun) => void>();
  let run: { key: string; origin: SettledRun['origin']; since: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const settle = () => {
    clearTimeout(timer);
    timer = undefined;
    const ended = run;
    run = null;
    if (!ended) return;
    const settled: SettledRun = { snapshot: current(), key: ended.key, origin: ended.origin };
    for (const listener of listeners) listener(settled);
  };

  const continueRun = (key: string, origin: SettledRun['origin']) => {
    const now = Date.now();
    if (run && (run.key !== key || run.origin !== origin)) settle();
    run ??= { key, origin, since: now };
    clearTimeout(timer);
    timer = setTimeout(settle, Math.max(0, Math.min(settleMs, run.since + settleMaxMs - now)));
  };

  return {
    settle,
    continueRun,
    /** Before a change of `key` is published: a run of another field ends without it. */
    endOther(key: string, origin: SnapshotOrigin) {
      if (run && origin !== 'outside' && (run.key !== key || run.origin !== origin)) settle();
    },
    subscribe: (listener: (run: SettledRun) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}

/**
 * What a document store is but its writes: the latest snapshot, its listeners, the runs and
 * their settling, the key of an edit in progress (`editAs`). `publish` makes the next snapshot
 * the change of `key`; `keyOf(name)` is the key a write of `name` belongs to. Apart so that
 * another store (the benchmark's react-hook-form variant) publishes exactly as this one does.
 */
export function createSnapshotPublisher(initial: unknown, timing: SettleTiming = {}) {
  let snapshot: DocumentSnapshot = {
    document: initial,
    version: 0,
    changed: 'all',
    origin: 'outside',
  };
  const listeners = new Set<(snapshot: DocumentSnapshot) => void>();
  const runs = createSettleRuns(() => snapshot, timing);
  let editKey: string | null = null;

  const base: Omit<DocumentSnapshots, 'write' | 'replace'> = {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeSettled: runs.subscribe,
    settle: runs.settle,
    note: (key) => runs.continueRun(key, 'edit'),
    editAs(key, edits) {
      editKey = key;
      try {
        edits();
      } finally {
        editKey = null;
      }
    },
    dispose() {
      runs.settle();
      listeners.clear();
      runs.clear();
    },
  };
  const publish = (next: Omit<DocumentSnapshot, 'version'>, key: string) => {
    runs.endOther(key, next.origin);
    snapshot = { ...next, version: snapshot.version + 1 };
    for (const listener of listeners) listener(snapshot);
    if (next.origin !== 'outside') runs.continueRun(key, next.origin);
  };
  return { base, publish, keyOf: (name: string) => editKey ?? name };
}

/** The store of one document, from `initial` (kept as it is: nothing may mutate it). */
export function createDocumentSnapshots(
  initial: unknown,
  timing: SettleTiming = {},
): DocumentSnapshots {
  const { base, publish, keyOf } = createSnapshotPublisher(initial, timing);
  return {
    ...base,
    write(name, value) {
      const segments = toSegments(name);
      const { document } = base.get();
      if (sameValue(valueAt(document, segments), value)) return;
      publish(
        { document: setIn(document, segments, value), changed: [name], origin: 'edit' },
        keyOf(name),
      );
    },
    replace(document, origin) {
      base.settle();
      publish({ document, changed: 'all', origin }, 'document');
    },
  };
}
