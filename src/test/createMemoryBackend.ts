import type { ResourceKind } from '../schema/resources';
import { ConflictError, NotFoundError, ServerError } from '../embed/backend/backendErrors';
import type { PassBackend, PassDocument, StoredPass } from '../embed/backend/passBackend';

/**
 * A PassBackend held in memory, with the reference server's rules (409 on an existing id, 404
 * on an unknown one, 412 on a stale ETag): for demos and for tests of what sits on a backend.
 * Documents are copied in and out, so nobody shares an object with it.
 */
export function createMemoryBackend(): PassBackend {
  const documents = new Map<string, StoredPass>();
  let version = 0;
  const keyOf = (kind: ResourceKind, id: string) => `${kind}/${id}`;
  const copy = (stored: StoredPass): StoredPass => ({
    document: structuredClone(stored.document),
    etag: stored.etag,
  });
  const put = (kind: ResourceKind, id: string, document: PassDocument): StoredPass => {
    version += 1;
    const stored = { document: structuredClone(document), etag: `"v${version}"` };
    documents.set(keyOf(kind, id), stored);
    return copy(stored);
  };

  return {
    load: (kind, id) => {
      const stored = documents.get(keyOf(kind, id));
      return stored
        ? Promise.resolve(copy(stored))
        : Promise.reject(new NotFoundError(`No ${kind} with the id "${id}"`));
    },
    create: (kind, document) => {
      if (typeof document.id !== 'string') {
        return Promise.reject(new ServerError(400, 'The document has no id'));
      }
      const existing = documents.get(keyOf(kind, document.id));
      if (existing) {
        const { document: server, etag } = copy(existing);
        return Promise.reject(
          new ConflictError(
            409,
            `A ${kind} with the id "${document.id}" already exists`,
            server,
            etag,
          ),
        );
      }
      return Promise.resolve(put(kind, document.id, document));
    },
    save: (kind, id, document, { etag }) => {
      const current = documents.get(keyOf(kind, id));
      if (!current) return Promise.reject(new NotFoundError(`No ${kind} with the id "${id}"`));
      if (document.id !== id) {
        return Promise.reject(new ServerError(400, `The id in the document must be "${id}"`));
      }
      if (etag !== null && etag !== current.etag) {
        const { document: server, etag: serverEtag } = copy(current);
        return Promise.reject(
          new ConflictError(412, 'The document changed on the server', server, serverEtag),
        );
      }
      return Promise.resolve(put(kind, id, document));
    },
  };
}
