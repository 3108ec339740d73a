import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Draft } from './draft';
import { announceDraft } from './draftChannel';
import { forgetEmergencyCopy } from './emergencyCopy';
import { useDraftStore } from './DraftStoreProvider';

/** Every query key of the drafts, in one place. */
export const draftKeys = {
  all: ['drafts'] as const,
  list: () => [...draftKeys.all, 'list'] as const,
  detail: (id: string) => [...draftKeys.all, 'detail', id] as const,
};

export function useDraftList() {
  const store = useDraftStore();
  return useQuery({ queryKey: draftKeys.list(), queryFn: () => store.list() });
}

export function useDraft(id: string) {
  const store = useDraftStore();
  return useQuery({
    queryKey: draftKeys.detail(id),
    // Query functions may not resolve to undefined: a missing draft is null.
    queryFn: async () => (await store.get(id)) ?? null,
  });
}

/**
 * Saves a draft. A refused save still keeps the draft in the tab (the store's fallback), so the
 * cache holds it either way; the mutation's error carries the `StorageProblem`.
 */
export function useSaveDraft() {
  const store = useDraftStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: Draft) => store.put(draft),
    onSuccess: (_data, draft) =>
      announceDraft({ type: 'saved', id: draft.id, updatedAt: draft.updatedAt }),
    onSettled: (_data, _error, draft) => {
      client.setQueryData(draftKeys.detail(draft.id), draft);
      return client.invalidateQueries({ queryKey: draftKeys.list() });
    },
  });
}

export function useDeleteDraft() {
  const store = useDraftStore();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => store.delete(id),
    onSuccess: (_data, id) => {
      forgetEmergencyCopy(id);
      announceDraft({ type: 'deleted', id });
      client.removeQueries({ queryKey: draftKeys.detail(id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}
