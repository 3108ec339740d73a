import { byNewest, type Version, type VersionStore } from './version';

/**
 * Versions held in this tab only: the fallback while IndexedDB refuses them, and the store tests
 * use. Documents are cloned on the way in and out, as a real store does.
 */
export function createMemoryVersionStore(): VersionStore {
  const versions = new Map<string, Version>();
  const documents = new Map<string, unknown>();
  const ofDraft = (draftId: string) =>
    [...versions.values()].filter((v) => v.draftId === draftId).sort(byNewest);
  return {
    list: (draftId) => Promise.resolve(ofDraft(draftId).map((v) => ({ ...v }))),
    document: (id) => Promise.resolve(structuredClone(documents.get(id))),
    add: (version, document, keep) => {
      versions.set(version.id, { ...version });
      documents.set(version.id, structuredClone(document));
      for (const old of ofDraft(version.draftId).slice(keep)) {
        versions.delete(old.id);
        documents.delete(old.id);
      }
      return Promise.resolve();
    },
    removeDraft: (draftId) => {
      for (const old of ofDraft(draftId)) {
        versions.delete(old.id);
        documents.delete(old.id);
      }
      return Promise.resolve();
    },
    drafts: () => Promise.resolve(newestPerDraft(versions.values())),
  };
}

/** Each draft id with the time of its newest version. */
export function newestPerDraft(versions: Iterable<Version>): Map<string, number> {
  const newest = new Map<string, number>();
  for (const v of versions) newest.set(v.draftId, Math.max(v.at, newest.get(v.draftId) ?? 0));
  return newest;
}
