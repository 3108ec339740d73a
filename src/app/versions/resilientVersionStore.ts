import { StorageProblemError, toStorageProblem, type StorageProblem } from '../drafts';
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
  const local = createMemoryVersionStore();
  let primary: Promise<VersionStore> | undefined;
  let problem: StorageProblem | null = null;

  async function fromPrimary<T>(work: (store: VersionStore) => Promise<T>): Promise<T> {
    try {
      return await work(await (primary ??= open()));
    } catch (error) {
      problem = toStorageProblem(error);
      throw new StorageProblemError(problem, { cause: error });
    }
  }

  return {
    problem: () => problem,
    async list(draftId) {
      const kept = (await local.list(draftId)).map((v) => ({ ...v, inThisTabOnly: true as const }));
      const stored = await fromPrimary((store) => store.list(draftId)).catch(() => []);
      return [...kept, ...stored].sort(byNewest).slice(0, keep);
    },
    async document(id) {
      const kept = await local.document(id);
      if (kept !== undefined) return kept;
      return fromPrimary((store) => store.document(id));
    },
    async add(version, document, limit) {
      try {
        await fromPrimary((store) => store.add(version, document, limit));
        problem = null;
      } catch (error) {
        await local.add(version, document, limit);
        throw error;
      }
    },
    async removeDraft(draftId) {
      await local.removeDraft(draftId);
      await fromPrimary((store) => store.removeDraft(draftId));
    },
    async drafts() {
      const all = await local.drafts();
      const stored = await fromPrimary((store) => store.drafts()).catch(
        () => new Map<string, number>(),
      );
      for (const [id, at] of stored) all.set(id, Math.max(at, all.get(id) ?? 0));
      return all;
    },
  };
}
