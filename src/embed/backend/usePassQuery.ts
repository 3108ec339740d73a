import { useQuery } from '@tanstack/react-query';
import type { ResourceKind } from '../../schema/resources';
import type { BackendError } from './backendErrors';
import type { PassBackend, StoredPass } from './passBackend';
import { passKeys } from './passKeys';

/**
 * The server's version of a document and its ETag. It is read once and then changes only through
 * saves: a background refetch would swap the ETag under the user's edits and let a later save
 * overwrite someone else's version silently. `refetch()` reads it again on purpose.
 */
export function usePassQuery(backend: PassBackend, kind: ResourceKind, id: string) {
  return useQuery<StoredPass, BackendError>({
    queryKey: passKeys.detail(kind, id),
    queryFn: () => backend.load(kind, id),
    enabled: id !== '',
    // The backend retries network errors itself, with backoff.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
