import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VersionsPort } from './versionsPort';

const keys = {
  list: (owner: string) => ['versions', 'list', owner] as const,
  document: (id: string) => ['versions', 'document', id] as const,
};

/** The versions, newest first, read again as each new one is kept. */
export function useVersionList(port: VersionsPort) {
  const client = useQueryClient();
  const { owner } = port;
  useEffect(
    () =>
      owner === null
        ? undefined
        : port.onKept(() => void client.invalidateQueries({ queryKey: keys.list(owner) })),
    [client, owner, port],
  );
  return useQuery({
    queryKey: keys.list(owner ?? ''),
    queryFn: port.list,
    enabled: owner !== null,
  });
}

/** One version's document, read when it is compared. */
export function useVersionDocument(port: VersionsPort, id: string | null) {
  return useQuery({
    queryKey: keys.document(id ?? ''),
    queryFn: async () => (await port.document(id ?? '')) ?? null,
    enabled: id !== null,
    // Whole documents: never compared for sharing, dropped soon after the dialog closes.
    structuralSharing: false,
    gcTime: 30_000,
  });
}
