import { createResilientStore } from '../resilientStore';
import type { StorageProblem } from '../storageProblem';
import { createMemoryVersionStore } from './memoryVersionStore';
import { byNewest, type VersionStore } from './version';

/** A version store that never loses a version: what IndexedDB refuses stays in this tab. */
export interface ResilientVersionStore extends VersionStore {
  /** Why versions are kept in this tab only, or null while storing works. */
  problem: () => StorageProblem | null;
}

/**
 * IndexedDB (`open`ed on first use) behind a tab-local store: a version the browser refuses is
 * kept in memory, still listed and read back, and `add` rejects with the `StorageProblemError`
 * so the caller can say so. Reads never fail: what IndexedDB cannot give is left out of the list
 * and `problem` says why.
 */
export function createResilientVersionStore(
  open: () => Promise<VersionStore>,
  keep: number,
): ResilientVersionStore {
  const store = createResilientStore({ open, local: createMemoryVersionStore() });
  const { local } = store;
  return {
    problem: store.problem,
    async list(draftId) {
      const kept = (await local.list(draftId)).map((v) => ({ ...v, inThisTabOnly: true as const }));
      const stored = await store.primary((s) => s.list(draftId)).catch(() => []);
      return [...kept, ...stored].sort(byNewest).slice(0, keep);
    },
    async document(id) {
      const kept = await local.document(id);
      if (kept !== undefined) return kept;
      return store.primary((s) => s.document(id));
    },
    add: (version, document, limit) =>
      store.write(version.id, (s) => s.add(version, document, limit)),
    async removeDraft(draftId) {
      await local.removeDraft(draftId);
      await store.primary((s) => s.removeDraft(draftId));
    },
    async drafts() {
      const all = await local.drafts();
      const stored = await store.primary((s) => s.drafts()).catch(() => new Map<string, number>());
      for (const [id, at] of stored) all.set(id, Math.max(at, all.get(id) ?? 0));
      return all;
    },
  };
}
