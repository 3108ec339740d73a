import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onVersionKept, versionStore } from './versionKeepers';

export const versionKeys = {
  all: ['versions'] as const,
  list: (draftId: string) => [...versionKeys.all, 'list', draftId] as const,
  document: (id: string) => [...versionKeys.all, 'document', id] as const,
};

/** A draft's versions, newest first, read again as each new one is kept. */
export function useVersionList(draftId: string | null) {
  const client = useQueryClient();
  useEffect(
    () =>
      onVersionKept((id) => {
        if (id === draftId) void client.invalidateQueries({ queryKey: versionKeys.list(id) });
      }),
    [client, draftId],
  );
  return useQuery({
    queryKey: versionKeys.list(draftId ?? ''),
    queryFn: () => (draftId ? versionStore().list(draftId) : Promise.resolve([])),
    enabled: draftId !== null,
  });
}

/** One version's document, read when it is compared. */
export function useVersionDocument(id: string | null) {
  return useQuery({
    queryKey: versionKeys.document(id ?? ''),
    queryFn: async () => (await versionStore().document(id ?? '')) ?? null,
    enabled: id !== null,
    // Whole documents: never compared for sharing, dropped soon after the dialog closes.
    structuralSharing: false,
    gcTime: 30_000,
  });
}
