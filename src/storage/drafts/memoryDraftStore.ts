import { byRecentChange, type Draft } from './draft';
import type { DraftStore } from './draftStore';

/**
 * Drafts held in this tab only: the fallback when IndexedDB is missing or failing, and the store
 * tests use. Copies on the way in and out, as a real store does, so callers never share objects.
 */
export function createMemoryDraftStore(initial: readonly Draft[] = []): DraftStore {
  const drafts = new Map(initial.map((draft) => [draft.id, structuredClone(draft)]));
  return {
    list: () =>
      Promise.resolve([...drafts.values()].map((d) => structuredClone(d)).sort(byRecentChange)),
    get: (id) => {
      const draft = drafts.get(id);
      return Promise.resolve(draft && structuredClone(draft));
    },
    put: (draft) => {
      drafts.set(draft.id, structuredClone(draft));
      return Promise.resolve();
    },
    delete: (id) => {
      drafts.delete(id);
      return Promise.resolve();
    },
  };
}
