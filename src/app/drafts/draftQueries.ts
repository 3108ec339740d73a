import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { byRecentChange, type Draft } from '../../storage';
import { announceDraft } from '../../storage';
import { discardEmergencyCopy, reviveEmergencyCopy } from '../../storage';
import { useDraftStore } from './draftStoreContext';

/** Every query key of the drafts, in one place. */
export const draftKeys = {
  all: ['drafts'] as const,
  list: () => [...draftKeys.all, 'list'] as const,
  detail: (id: string) => [...draftKeys.all, 'detail', id] as const,
};

/**
 * Drafts hold whole documents (5 MB and more): comparing a new copy with the old to share equal
 * parts (react-query's structural sharing) would cost more than it saves. DraftStoreProvider
 * sets this for every draft query.
 */
export const draftQueryDefaults = { structuralSharing: false } as const;

/** The list with `draft` saved in it, most recent first, as the store lists them. */
export function withSavedDraft(list: readonly Draft[], draft: Draft): Draft[] {
  return [draft, ...list.filter((d) => d.id !== draft.id)].sort(byRecentChange);
}

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
 * Saves a draft. The cache holds it at once, so a new document's tab shows without waiting for
 * the write to commit (a 5 MB pass takes a while to copy into IndexedDB); a refused save still
 * keeps the draft in the tab (the store's fallback), and the mutation's error carries the
 * `StorageProblem`.
 */
export function useSaveDraft() {
  const store = useDraftStore();
  const client = useQueryClient();
  return useMutation({
    onMutate: (draft: Draft) => {
      reviveEmergencyCopy(draft.id);
      client.setQueryData(draftKeys.detail(draft.id), draft);
      // The saved draft takes its place in the list as it is: reading every draft back from
      // storage after each save would cost a structured clone of each whole document.
      const list = client.getQueryData<Draft[]>(draftKeys.list());
      if (list) client.setQueryData(draftKeys.list(), withSavedDraft(list, draft));
    },
    mutationFn: (draft: Draft) => store.put(draft),
    onSuccess: (_data, draft) =>
      announceDraft({ type: 'saved', id: draft.id, updatedAt: draft.updatedAt }),
    onSettled: () => {
      if (!client.getQueryData(draftKeys.list()))
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
      discardEmergencyCopy(id);
      announceDraft({ type: 'deleted', id });
      client.removeQueries({ queryKey: draftKeys.detail(id) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: draftKeys.list() }),
  });
}
