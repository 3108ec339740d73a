import { byRecentChange, type Draft, type DraftStore } from './draft';
import { createMemoryDraftStore } from './memoryDraftStore';
import {
  StorageProblemError,
  storageProblem,
  toStorageProblem,
  type StorageProblem,
} from './storageProblem';

/**
 * Puts a tab-local store in front of `primary` (IndexedDB) so nothing is lost when the browser
 * refuses to store: a draft that fails to persist is kept in memory, still listed and read back,
 * and the failure is thrown as a `StorageProblemError` for the save indicator. A later successful
 * put clears it from memory. With `primary` null (no IndexedDB at all) every put is memory-only
 * and reports `unavailable`.
 */
export function createResilientDraftStore(
  primary: DraftStore | null,
  unavailable: StorageProblem = storageProblem('unavailable'),
): DraftStore {
  const unsaved = createMemoryDraftStore();
  // Per draft, what the store of record lacks: a put on its way, or the refusal of the last one.
  const lacking = new Map<string, 'pending' | StorageProblem>();
  const listeners = new Set<() => void>();
  const setLacking = (id: string, state: 'pending' | StorageProblem | null) => {
    if ((lacking.get(id) ?? null) === state) return;
    if (state === null) lacking.delete(id);
    else lacking.set(id, state);
    listeners.forEach((listener) => listener());
  };
  // Puts under way per draft: a later one that lands says nothing of an earlier one still out.
  const puts = new Map<string, number>();
  // Drafts the store of record is known to hold (read from it, or put and committed): a draft not
  // yet put (a document just opened, whose save is still to start) is not "stored".
  const held = new Set<string>();
  const heldFrom = (drafts: Draft[]) => {
    for (const draft of drafts) held.add(draft.id);
    return drafts;
  };

  async function fromPrimary<T>(read: (store: DraftStore) => Promise<T>): Promise<T> {
    if (!primary) throw new StorageProblemError(unavailable);
    try {
      return await read(primary);
    } catch (error) {
      throw new StorageProblemError(toStorageProblem(error), { cause: error });
    }
  }

  return {
    async list() {
      const kept = await unsaved.list();
      const stored = primary ? heldFrom(await fromPrimary((store) => store.list())) : [];
      const keptIds = new Set(kept.map((draft) => draft.id));
      return [...kept, ...stored.filter((draft) => !keptIds.has(draft.id))].sort(byRecentChange);
    },
    async get(id) {
      const kept = await unsaved.get(id);
      if (kept || !primary) return kept;
      const stored = await fromPrimary((store) => store.get(id));
      if (stored) held.add(id);
      return stored;
    },
    async put(draft: Draft) {
      const { id } = draft;
      const turn = (puts.get(id) ?? 0) + 1;
      puts.set(id, turn);
      const last = () => puts.get(id) === turn;
      if (last()) setLacking(id, 'pending');
      try {
        await fromPrimary((store) => store.put(draft));
      } catch (error) {
        await unsaved.put(draft);
        if (last())
          setLacking(id, error instanceof StorageProblemError ? error.problem : unavailable);
        throw error;
      }
      await unsaved.delete(id);
      held.add(id);
      if (last()) setLacking(id, null);
    },
    async delete(id) {
      await unsaved.delete(id);
      if (primary) await fromPrimary((store) => store.delete(id));
      held.delete(id);
      setLacking(id, null);
    },
    unstored: (id) => lacking.get(id) ?? (held.has(id) ? null : 'pending'),
    onUnstored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
