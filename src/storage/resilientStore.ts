import {
  StorageProblemError,
  storageProblem,
  toStorageProblem,
  type StorageProblem,
} from './storageProblem';

/**
 * What the store of record lacks of one record: its last write on the way ('pending', also
 * before any write), the refusal of that write (the record lives in this tab alone), or nothing.
 */
export type Unstored = 'pending' | StorageProblem | null;

export interface ResilientOptions<S> {
  /** Opens the store of record, on first use and once; null when the browser has none. */
  open: (() => Promise<S>) | null;
  /** A store of the same kind in this tab: it takes what the store of record refuses. */
  local: S;
  /** Once the store of record holds record `id`, what `local` kept of it can go. */
  settled?: (local: S, id: string) => Promise<void>;
  /** The problem when there is no store of record at all. */
  unavailable?: StorageProblem;
}

/** A store of record with this tab's memory behind it: drafts and versions both ride it. */
export interface Resilient<S> {
  readonly local: S;
  /** False when there is no store of record: everything lives in `local`. */
  readonly available: boolean;
  /** Runs `work` on the store of record; a failure rejects as a `StorageProblemError`. */
  primary: <T>(work: (store: S) => Promise<T>) => Promise<T>;
  /**
   * Runs write `work` for record `id` on the store of record; refused, on `local`, and rejects
   * with the refusal. The last write of a record decides `unstored`, whatever order they land in.
   */
  write: (id: string, work: (store: S) => Promise<void>) => Promise<void>;
  /** Records read from the store of record: it holds them. */
  held: (ids: Iterable<string>) => void;
  /** Record `id` was deleted from both. */
  forget: (id: string) => void;
  unstored: (id: string) => Unstored;
  /** Hears every change of `unstored`. */
  onUnstored: (listener: () => void) => () => void;
  /** Why the store of record failed last, or null once a write succeeded since. */
  problem: () => StorageProblem | null;
}

export function createResilientStore<S>({
  open,
  local,
  settled,
  unavailable = storageProblem('unavailable'),
}: ResilientOptions<S>): Resilient<S> {
  let opened: Promise<S> | undefined;
  let problem: StorageProblem | null = null;
  const lacking = new Map<string, 'pending' | StorageProblem>();
  const listeners = new Set<() => void>();
  const setLacking = (id: string, state: Unstored) => {
    if ((lacking.get(id) ?? null) === state) return;
    if (state === null) lacking.delete(id);
    else lacking.set(id, state);
    listeners.forEach((listener) => listener());
  };
  // Writes under way per record: a later one that lands says nothing of an earlier one still out.
  const writes = new Map<string, number>();
  // Records the store of record is known to hold (read from it, or written and committed): one
  // not yet written (a document just opened, whose save is still to start) is not "stored".
  const holds = new Set<string>();

  async function primary<T>(work: (store: S) => Promise<T>): Promise<T> {
    if (!open) throw new StorageProblemError((problem = unavailable));
    try {
      return await work(await (opened ??= open()));
    } catch (error) {
      problem = toStorageProblem(error);
      throw new StorageProblemError(problem, { cause: error });
    }
  }

  return {
    local,
    available: open !== null,
    primary,
    async write(id, work) {
      const turn = (writes.get(id) ?? 0) + 1;
      writes.set(id, turn);
      const last = () => writes.get(id) === turn;
      setLacking(id, 'pending');
      try {
        await primary(work);
      } catch (error) {
        await work(local);
        if (last()) setLacking(id, (error as StorageProblemError).problem);
        throw error;
      }
      problem = null;
      await settled?.(local, id);
      holds.add(id);
      if (last()) setLacking(id, null);
    },
    held(ids) {
      for (const id of ids) holds.add(id);
    },
    forget(id) {
      holds.delete(id);
      setLacking(id, null);
    },
    unstored: (id) => lacking.get(id) ?? (holds.has(id) ? null : 'pending'),
    onUnstored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    problem: () => problem,
  };
}
