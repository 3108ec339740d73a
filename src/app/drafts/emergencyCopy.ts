import { addEdit, dropSaved, type UnsavedEdit, type UnsavedEdits } from './unsavedEdits';

/**
 * The emergency copy: each draft's edits since its last durable save, in localStorage. A write
 * there is synchronous, so it is complete before the keystroke's handler returns and survives a
 * reload, a closed tab or a crashed renderer that an IndexedDB write in flight would not. Only the
 * tab holding the draft's lock writes it; the next start (or the next holder) folds it back into
 * IndexedDB (`recoverDraft`).
 */
const PREFIX = 'pass-studio.unsaved.';

// The holder's own copy, so a keystroke does not re-read and re-parse localStorage.
const held = new Map<string, UnsavedEdits>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function write(journal: UnsavedEdits): boolean {
  held.set(journal.id, journal);
  const store = storage();
  if (!store) return false;
  try {
    if (journal.edits.length === 0) store.removeItem(PREFIX + journal.id);
    else store.setItem(PREFIX + journal.id, JSON.stringify(journal));
    return true;
  } catch {
    // Full or refused: IndexedDB still gets the edit within a second.
    return false;
  }
}

/** The stored copy of draft `id` (another tab's too), or null. */
export function readEmergencyCopy(id: string): UnsavedEdits | null {
  const text = storage()?.getItem(PREFIX + id);
  if (!text) return null;
  try {
    const journal = JSON.parse(text) as UnsavedEdits;
    return Array.isArray(journal.edits) ? journal : null;
  } catch {
    return null;
  }
}

/** Records one edit of a draft at once; false when the browser refused to store it. */
export function keepEdit(header: Omit<UnsavedEdits, 'edits'>, edit: UnsavedEdit): boolean {
  const journal = held.get(header.id) ?? readEmergencyCopy(header.id) ?? { ...header, edits: [] };
  return write(addEdit({ ...journal, name: header.name }, edit));
}

/** A save that began at `savedAt` is durable: the edits before it need no emergency copy. */
export function forgetSavedEdits(id: string, savedAt: number): void {
  const journal = held.get(id) ?? readEmergencyCopy(id);
  if (journal) write(dropSaved(journal, savedAt));
}

/** Drops the copy of a draft entirely (deleted, or folded back into IndexedDB). */
export function forgetEmergencyCopy(id: string): void {
  held.delete(id);
  try {
    storage()?.removeItem(PREFIX + id);
  } catch {
    // Nothing to keep either way.
  }
}

/** Drafts that have an emergency copy. */
export function emergencyCopyIds(): string[] {
  const store = storage();
  if (!store) return [];
  const ids: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) ids.push(key.slice(PREFIX.length));
  }
  return ids;
}
