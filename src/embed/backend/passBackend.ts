import type { ResourceKind } from '../../schema/resources';

/** A pass document as JSON: not necessarily valid (drafts may not be), but always an object. */
export type PassDocument = Record<string, unknown>;

/** A document as the server holds it, with its ETag when the server sends ETags. */
export interface StoredPass {
  document: PassDocument;
  etag: string | null;
}

export interface WriteOptions {
  /**
   * This write repeats one whose answer was lost (a retry): a conflict with exactly this
   * document means the earlier attempt got through, and counts as saved.
   */
  repeat?: boolean;
}

/**
 * Loads and saves passes by id. Every method rejects only with a `BackendError`, and never
 * changes the document it is given.
 */
export interface PassBackend {
  load(kind: ResourceKind, id: string): Promise<StoredPass>;
  /**
   * Creates the document under its own `id`; a ConflictError (409) if that id exists, unless
   * `repeat` and the server holds exactly this document (see WriteOptions).
   */
  create(kind: ResourceKind, document: PassDocument, options?: WriteOptions): Promise<StoredPass>;
  /**
   * Replaces the document `id`. With `etag`, only if the server still holds that version
   * (If-Match), else a ConflictError (412); with `etag: null`, the last write wins.
   */
  save(
    kind: ResourceKind,
    id: string,
    document: PassDocument,
    options: WriteOptions & { etag: string | null },
  ): Promise<StoredPass>;
}
