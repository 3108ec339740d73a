import { createContext, useContext, type ReactNode } from 'react';
import type { DraftStore } from './draft';

const DraftStoreContext = createContext<DraftStore | null>(null);

/** Makes a `DraftStore` (from `openDraftStore()`) available to the draft hooks below it. */
export function DraftStoreProvider({
  store,
  children,
}: {
  store: DraftStore;
  children: ReactNode;
}) {
  return <DraftStoreContext.Provider value={store}>{children}</DraftStoreContext.Provider>;
}

export function useDraftStore(): DraftStore {
  const store = useContext(DraftStoreContext);
  if (!store) throw new Error('useDraftStore needs a <DraftStoreProvider> above it');
  return store;
}
