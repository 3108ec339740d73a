import { toStorageProblem, type StorageProblem } from './storageProblem';
import type { UnsavedEdits } from './unsavedEdits';

/**
 * The emergency copy in localStorage: written synchronously, so it is there for a reload or a
 * crashed page the moment the keystroke's handler returns. Chromium hands it to its storage
 * process asynchronously, so a browser killed within a few hundred milliseconds loses it: the
 * journal's file (opfsJournal) covers that.
 */
const PREFIX = 'pass-studio.unsaved.';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function keep(journal: UnsavedEdits): StorageProblem['reason'] | null {
  const store = storage();
  if (!store) return 'unavailable';
  try {
    store.setItem(PREFIX + journal.id, JSON.stringify(journal));
    return null;
  } catch (error) {
    // Browsers name a full localStorage differently; anything refused here is most likely that.
    const reason = toStorageProblem(error).reason;
    return reason === 'unknown' ? 'quota' : reason;
  }
}

function read(id: string): UnsavedEdits | null {
  const text = storage()?.getItem(PREFIX + id);
  if (!text) return null;
  try {
    const journal = JSON.parse(text) as UnsavedEdits;
    return Array.isArray(journal.edits) ? journal : null;
  } catch {
    return null;
  }
}

function forget(id: string): void {
  try {
    storage()?.removeItem(PREFIX + id);
  } catch {
    // Nothing to keep either way.
  }
}

function ids(): string[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
  }
  return ids;
}

/** `keep` stores the whole journal: null when stored, else why not (full, or no localStorage). */
export const localJournal = { keep, read, forget, ids };
