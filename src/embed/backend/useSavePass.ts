import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceKind } from '../../schema/resources';
import { ConflictError, type BackendError } from './backendErrors';
import type { PassBackend, PassDocument, StoredPass } from './passBackend';
import { passKeys } from './passKeys';
import { savePassMutation, type SavePassVariables } from './passQueries';
import { defaultRetry, type RetryOptions } from './retryPolicy';

export type { SavePassVariables };

/** Both versions after a 409/412, for the user to choose between. */
export interface PassConflict {
  status: 409 | 412;
  /** The document the user tried to save, exactly as given. */
  local: PassDocument;
  /** The server's version; null if it could not be read. */
  server: PassDocument | null;
  serverEtag: string | null;
  /** Saves `local` over the server's version, deliberately. */
  keepLocal(): void;
  /** Takes the server's version into the cache and clears the error; read it from `server`. */
  acceptServer(): void;
}

function idOf(variables: SavePassVariables, result: StoredPass): string {
  return variables.id ?? String(result.document.id);
}

/**
 * Saves a document, with `isPending` while it runs. A failed save changes nothing the caller
 * holds: the document given is never modified, and the cache keeps the last confirmed version.
 */
export function useSavePass(
  backend: PassBackend,
  kind: ResourceKind,
  retry: RetryOptions = defaultRetry,
) {
  const client = useQueryClient();
  const mutation = useMutation<StoredPass, BackendError, SavePassVariables>({
    ...savePassMutation(backend, kind, retry),
    onSuccess: (result, variables) => {
      client.setQueryData(passKeys.detail(kind, idOf(variables, result)), result);
    },
  });

  const { error, variables, mutate, reset } = mutation;
  let conflict: PassConflict | null = null;
  if (error instanceof ConflictError && variables) {
    const id = variables.id ?? String(variables.document.id);
    conflict = {
      status: error.status,
      local: variables.document,
      server: error.serverDocument,
      serverEtag: error.serverEtag,
      keepLocal: () => mutate({ id, document: variables.document, etag: error.serverEtag }),
      acceptServer: () => {
        if (error.serverDocument) {
          client.setQueryData<StoredPass>(passKeys.detail(kind, id), {
            document: error.serverDocument,
            etag: error.serverEtag,
          });
        }
        reset();
      },
    };
  }
  return { ...mutation, conflict };
}
