import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import type { DraftStore } from '../../storage';
import { onDraftMessage } from '../../storage';
import { draftKeys, draftQueryDefaults } from './draftQueries';
import { DraftStoreContext } from './draftStoreContext';

/**
 * Makes a `DraftStore` (from `openDraftStore()`) available to the draft hooks below it. Drafts
 * another tab saved, created or deleted are read again, so the tabs and names stay current.
 */
export function DraftStoreProvider({
  store,
  children,
}: {
  store: DraftStore;
  children: ReactNode;
}) {
  const client = useQueryClient();
  // Idempotent: the same defaults on every render.
  client.setQueryDefaults(draftKeys.all, draftQueryDefaults);
  useEffect(
    () =>
      onDraftMessage((message) => {
        if (message.type === 'saved' || message.type === 'deleted')
          void client.invalidateQueries({ queryKey: draftKeys.list() });
      }),
    [client],
  );
  return <DraftStoreContext.Provider value={store}>{children}</DraftStoreContext.Provider>;
}
