import { createContext, useContext } from 'react';
import type { DraftStore } from '../../storage';

/** The drafts' store, given by DraftStoreProvider. */
export const DraftStoreContext = createContext<DraftStore | null>(null);

export function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('useDraftStore needs a <DraftStoreProvider> above it');
  return store;
}
