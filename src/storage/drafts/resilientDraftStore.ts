import { createResilientStore } from '../resilientStore';
import { storageProblem, type StorageProblem } from '../storageProblem';
import { byRecentChange } from './draft';
import type { DraftStore } from './draftStore';
import { createMemoryDraftStore } from './memoryDraftStore';

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
  const store = createResilientStore({
    open: primary && (() => Promise.resolve(primary)),
    local: createMemoryDraftStore(),
    settled: (local, id) => local.delete(id),
    unavailable,
  });
  const { local } = store;
  return {
    async list() {
      const kept = await local.list();
      const stored = store.available ? await store.primary((s) => s.list()) : [];
      store.held(stored.map((draft) => draft.id));
      const keptIds = new Set(kept.map((draft) => draft.id));
      return [...kept, ...stored.filter((draft) => !keptIds.has(draft.id))].sort(byRecentChange);
    },
    async get(id) {
      const kept = await local.get(id);
      if (kept || !store.available) return kept;
      const stored = await store.primary((s) => s.get(id));
      if (stored) store.held([id]);
      return stored;
    },
    put: (draft) => store.write(draft.id, (s) => s.put(draft)),
    async delete(id) {
      await local.delete(id);
      if (store.available) await store.primary((s) => s.delete(id));
      store.forget(id);
    },
    unstored: store.unstored,
    onUnstored: store.onUnstored,
  };
}
