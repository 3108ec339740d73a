import { queryOptions, type MutationOptions } from '@tanstack/react-query';
import type { ResourceKind } from '../../schema/resources';
import type { BackendError } from './backendErrors';
import type { PassBackend, PassDocument, StoredPass } from './passBackend';
import { passKeys } from './passKeys';
import { defaultRetry, retryWith, type RetryOptions } from './retryPolicy';

/** Without `id`, the document is created under its own id; with `id`, it replaces that one. */
export interface SavePassVariables {
  id?: string;
  document: PassDocument;
  /** The ETag of the version the edits started from; null lets the last write win. */
  etag?: string | null;
}

/**
 * The server's version of a document and its ETag. It is read once and then changes only through
 * saves: a background refetch would swap the ETag under the user's edits and let a later save
 * overwrite someone else's version silently. `refetch()` reads it again on purpose.
 */
export function passQuery(
  backend: PassBackend,
  kind: ResourceKind,
  id: string,
  retry: RetryOptions = defaultRetry,
) {
  return queryOptions<StoredPass, BackendError>({
    queryKey: passKeys.detail(kind, id),
    queryFn: () => backend.load(kind, id),
    enabled: id !== '',
    ...retryWith(retry),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * Creates or saves a document, retried by TanStack Query when the failure is transient. A retry
 * is a repeat: if the attempt before it reached the server and only its answer was lost, the
 * server holds exactly this document, and its conflict counts as saved.
 */
export function savePassMutation(
  backend: PassBackend,
  kind: ResourceKind,
  retry: RetryOptions = defaultRetry,
): MutationOptions<StoredPass, BackendError, SavePassVariables> {
  const tried = new WeakSet<SavePassVariables>();
  return {
    mutationFn: (variables) => {
      const repeat = tried.has(variables);
      tried.add(variables);
      const { id, document, etag = null } = variables;
      return id === undefined
        ? backend.create(kind, document, { repeat })
        : backend.save(kind, id, document, { etag, repeat });
    },
    ...retryWith(retry),
  };
}
