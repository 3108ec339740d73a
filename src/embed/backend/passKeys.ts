import type { ResourceKind } from '../../schema/resources';

/**
 * Every query key of the backend's documents, in one place. The value under `detail` is the
 * StoredPass the server last confirmed. An app talking to two backends gives each its own
 * QueryClient.
 */
export const passKeys = {
  all: ['pass'] as const,
  kind: (kind: ResourceKind) => [...passKeys.all, kind] as const,
  detail: (kind: ResourceKind, id: string) => [...passKeys.kind(kind), id] as const,
};
