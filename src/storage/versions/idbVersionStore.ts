import { openDB, type DBSchema } from 'idb';
import { newestPerDraft } from './memoryVersionStore';
import type { Version, VersionStore } from './version';

interface VersionsDb extends DBSchema {
  versions: { key: string; value: Version; indexes: { byDraft: [string, number] } };
  documents: { key: string; value: unknown };
}

/**
 * A database of its own, as the journal has: the drafts' database never needs a new version
 * that another open tab would first have to let go of.
 */
const DB_NAME = 'pass-studio-versions';

const ofDraft = (draftId: string) => IDBKeyRange.bound([draftId, -Infinity], [draftId, Infinity]);

/**
 * Versions in IndexedDB: their descriptions in 'versions' (indexed by draft and time, so the list
 * reads no document), each document in 'documents' under the version's id.
 */
export async function openIdbVersionStore(): Promise<VersionStore> {
  const db = await openDB<VersionsDb>(DB_NAME, 1, {
    upgrade(database) {
      const versions = database.createObjectStore('versions', { keyPath: 'id' });
      versions.createIndex('byDraft', ['draftId', 'at']);
      database.createObjectStore('documents');
    },
  });
  return {
    list: async (draftId) =>
      (await db.getAllFromIndex('versions', 'byDraft', ofDraft(draftId))).reverse(),
    document: (id) => db.get('documents', id),
    async add(version, document, keep) {
      const tx = db.transaction(['versions', 'documents'], 'readwrite');
      const versions = tx.objectStore('versions');
      const documents = tx.objectStore('documents');
      await Promise.all([versions.put(version), documents.put(document, version.id)]);
      const ids = await versions.index('byDraft').getAllKeys(ofDraft(version.draftId));
      // Oldest first: everything before the newest `keep` goes.
      const old = ids.slice(0, Math.max(0, ids.length - keep));
      await Promise.all(old.flatMap((id) => [versions.delete(id), documents.delete(id)]));
      await tx.done;
    },
    async removeDraft(draftId) {
      const tx = db.transaction(['versions', 'documents'], 'readwrite');
      const ids = await tx.objectStore('versions').index('byDraft').getAllKeys(ofDraft(draftId));
      await Promise.all(
        ids.flatMap((id) => [
          tx.objectStore('versions').delete(id),
          tx.objectStore('documents').delete(id),
        ]),
      );
      await tx.done;
    },
    drafts: async () => newestPerDraft(await db.getAll('versions')),
  };
}
