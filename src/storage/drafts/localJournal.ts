import { toStorageProblem, type StorageProblem } from '../storageProblem';
import { mergeJournals, type UnsavedEdits } from './unsavedEdits';

/**
 * The emergency copy in localStorage: written synchronously, so it is there for a reload or a
 * crashed page the moment the keystroke's handler returns. Chromium hands it to its storage
 * process asynchronously, so a browser killed within a few hundred milliseconds loses it: the
 * journal's file (opfsJournal) covers that.
 *
 * A full localStorage refuses it; the tab's sessionStorage, which has a quota of its own, then
 * takes it as well, so a reload at once still finds the last keystroke while the file's write
 * is on its way. It outlives no closed tab, so `keep` still reports the refusal and the other
 * places are tried as before.
 */
const PREFIX = 'pass-studio.unsaved.';

type Area = 'localStorage' | 'sessionStorage';
// The drafts this page copied into sessionStorage; one from an earlier page is merged on read and
// cleared by `forget`, so a keystroke never touches sessionStorage while localStorage has room.
const inSession = new Set<string>();
const areas: readonly Area[] = ['localStorage', 'sessionStorage'];

function storage(area: Area): Storage | null {
  try {
    return typeof globalThis[area] === 'undefined' ? null : globalThis[area];
  } catch {
    return null;
  }
}

function keep(journal: UnsavedEdits): StorageProblem['reason'] | null {
  const store = storage('localStorage');
  if (!store) return 'unavailable';
  const key = PREFIX + journal.id;
  const text = JSON.stringify(journal);
  try {
    store.setItem(key, text);
    // No older copy stays behind in the tab's own area (touched only when one was written).
    if (inSession.delete(journal.id)) storage('sessionStorage')?.removeItem(key);
    return null;
  } catch (error) {
    try {
      storage('sessionStorage')?.setItem(key, text);
      inSession.add(journal.id);
    } catch {
      // Full too: the file and IndexedDB are what is left.
    }
    // Browsers name a full localStorage differently; anything refused here is most likely that.
    const reason = toStorageProblem(error).reason;
    return reason === 'unknown' ? 'quota' : reason;
  }
}

function readFrom(area: Area, id: string): UnsavedEdits | null {
  const text = storage(area)?.getItem(PREFIX + id);
  if (!text) return null;
  try {
    const journal = JSON.parse(text) as UnsavedEdits;
    return Array.isArray(journal.edits) ? journal : null;
  } catch {
    return null;
  }
}

function read(id: string): UnsavedEdits | null {
  return mergeJournals(areas.map((area) => readFrom(area, id)));
}

function forget(id: string): void {
  inSession.delete(id);
  for (const area of areas)
    try {
      storage(area)?.removeItem(PREFIX + id);
    } catch {
      // Nothing to keep either way.
    }
}

function ids(): string[] {
  const found = new Set<string>();
  for (const area of areas) {
    const store = storage(area);
    if (!store) continue;
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) found.add(key.slice(PREFIX.length));
    }
  }
  return [...found];
}

/** `keep` stores the whole journal: null when stored, else why not (full, or no localStorage). */
export const localJournal = { keep, read, forget, ids };
