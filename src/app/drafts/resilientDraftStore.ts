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
      const stored = primary ? await fromPrimary((store) => store.list()) : [];
      const keptIds = new Set(kept.map((draft) => draft.id));
      return [...kept, ...stored.filter((draft) => !keptIds.has(draft.id))].sort(byRecentChange);
    },
    async get(id) {
      const kept = await unsaved.get(id);
      if (kept || !primary) return kept;
      return fromPrimary((store) => store.get(id));
    },
    async put(draft: Draft) {
      try {
        await fromPrimary((store) => store.put(draft));
      } catch (error) {
        await unsaved.put(draft);
        throw error;
      }
      await unsaved.delete(draft.id);
    },
    async delete(id) {
      await unsaved.delete(id);
      if (primary) await fromPrimary((store) => store.delete(id));
    },
  };
}
