import { useQuery } from '@tanstack/react-query';
import type { ResourceKind } from '../../schema/resources';
import type { PassBackend } from './passBackend';
import { passQuery } from './passQueries';
import { defaultRetry, type RetryOptions } from './retryPolicy';

/** The server's version of a document and its ETag (passQuery). */
export function usePassQuery(
  backend: PassBackend,
  kind: ResourceKind,
  id: string,
  retry: RetryOptions = defaultRetry,
) {
  return useQuery(passQuery(backend, kind, id, retry));
}
