import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { toStorageProblem, type StorageProblem } from '../storageProblem';
import type { UnsavedEdits } from './unsavedEdits';

/**
 * The emergency copy's last resort: IndexedDB, used while neither localStorage nor the journal's
 * file will take an edit. A database of its own, so the drafts' database never needs a version
 * another open tab would have to let go of first.
 */
interface JournalDb extends DBSchema {
  journals: { key: string; value: UnsavedEdits };
}

const DB_NAME = 'pass-studio-journal';

let opened: Promise<IDBPDatabase<JournalDb>> | undefined;
const database = () =>
  (opened ??= openDB<JournalDb>(DB_NAME, 1, {
    upgrade: (db) => void db.createObjectStore('journals', { keyPath: 'id' }),
  }));

/** Whether the database exists, without making it (it is made only once needed). */
async function exists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (opened || typeof indexedDB.databases !== 'function') return true;
  const all = await indexedDB.databases();
  return all.some((info) => info.name === DB_NAME);
}

async function keep(journal: UnsavedEdits): Promise<StorageProblem['reason'] | null> {
  if (typeof indexedDB === 'undefined') return 'unavailable';
  try {
    const tx = (await database()).transaction('journals', 'readwrite');
    await Promise.all([tx.store.put(journal), tx.done]);
    return null;
  } catch (error) {
    return toStorageProblem(error).reason;
  }
}

async function read(id: string): Promise<UnsavedEdits | null> {
  try {
    return (await exists()) ? ((await (await database()).get('journals', id)) ?? null) : null;
  } catch {
    return null;
  }
}

async function forget(id: string): Promise<void> {
  try {
    if (await exists()) await (await database()).delete('journals', id);
  } catch {
    // Nothing to keep either way.
  }
}

async function ids(): Promise<string[]> {
  try {
    return (await exists()) ? await (await database()).getAllKeys('journals') : [];
  } catch {
    return [];
  }
}

/** `keep` resolves with null once the copy is committed, or with why it was not. */
export const idbJournal = { keep, read, forget, ids };
