import type { PassDocument } from './backend/passBackend';

/** Unsaved edits of one server document, kept in localStorage until a save succeeds. */
export interface Draft {
  document: PassDocument;
  /** ISO time of the last edit. */
  savedAt: string;
}

/** One draft per backend, kind and id. */
export function draftKey(baseUrl: string, kind: string, id: string): string {
  return `pass-studio:draft:${baseUrl}:${kind}:${id}`;
}

/** The draft under `key`, or null when there is none or it is not one (edited by hand, old). */
export function readDraft(storage: Storage, key: string): Draft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { document, savedAt } = value as Record<string, unknown>;
    if (typeof document !== 'object' || document === null || Array.isArray(document)) return null;
    if (typeof savedAt !== 'string') return null;
    return { document: document as PassDocument, savedAt };
  } catch {
    return null;
  }
}

/** Stores the draft; false when storage refuses (full, or disabled by the browser). */
export function writeDraft(storage: Storage, key: string, draft: Draft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: there is no draft to clear either.
  }
}
