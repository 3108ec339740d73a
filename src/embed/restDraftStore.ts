import type { ResourceKind } from '../schema/resources';
import { createDraft, createWebStorageDraftStore, type DraftStore } from '../storage';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The REST embed's drafts: unsaved edits of a backend's documents of one kind, kept in
 * `storage` (localStorage) under `pass-studio:draft:<baseUrl>:<kind>:<id>` until a save
 * succeeds, each a `Draft` as the app's are. Edits kept by an older embed as
 * `{ document, savedAt }` are read as drafts too.
 */
export function createRestDraftStore(
  storage: Storage,
  baseUrl: string,
  kind: ResourceKind,
): DraftStore {
  return createWebStorageDraftStore(storage, `pass-studio:draft:${baseUrl}:${kind}:`, {
    upgrade(value, id) {
      if (!isObject(value) || !isObject(value.document) || typeof value.savedAt !== 'string')
        return undefined;
      const at = Date.parse(value.savedAt);
      return Number.isNaN(at) ? undefined : createDraft(kind, value.document, id, { id, now: at });
    },
  });
}
