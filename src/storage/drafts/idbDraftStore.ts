import { openDB, type DBSchema } from 'idb';
import { byRecentChange, type Draft } from './draft';
import type { DraftStore } from './draftStore';
import { StorageProblemError, toStorageProblem } from '../storageProblem';

interface PassStudioDb extends DBSchema {
  drafts: { key: string; value: Draft };
}

const DB_NAME = 'pass-studio';
const DB_VERSION = 1;

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StorageProblemError(toStorageProblem(error), { cause: error });
  }
}

/** Drafts in IndexedDB: database 'pass-studio', object store 'drafts' keyed by id. */
export async function openIdbDraftStore(): Promise<DraftStore> {
  const db = await guarded(() =>
    openDB<PassStudioDb>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        database.createObjectStore('drafts', { keyPath: 'id' });
      },
    }),
  );
  return {
    list: () => guarded(async () => (await db.getAll('drafts')).sort(byRecentChange)),
    get: (id) => guarded(() => db.get('drafts', id)),
    // Resolves once the transaction is committed, not when the request succeeds: only then is
    // the save durable and the status may say "Saved".
    put: (draft) =>
      guarded(async () => {
        const tx = db.transaction('drafts', 'readwrite', { durability: 'strict' });
        await Promise.all([tx.store.put(draft), tx.done]);
      }),
    delete: (id) => guarded(() => db.delete('drafts', id)),
  };
}
