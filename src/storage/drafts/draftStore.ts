import type { Unstored } from '../resilientStore';
import type { Draft } from './draft';

/**
 * Where drafts live: the app's IndexedDB (behind the resilient store), the REST embed's
 * localStorage, memory in tests. Every method rejects with a `StorageProblemError` when storing
 * fails.
 */
export interface DraftStore {
  /** Every draft, most recently changed first. */
  list(): Promise<Draft[]>;
  get(id: string): Promise<Draft | undefined>;
  put(draft: Draft): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Whether the store of record holds draft `id` as it was last put: 'pending' while that put is
   * on its way (or none was made yet), the problem when it was refused (the draft lives in this
   * tab alone), null when it holds it. A store that is its own record (IndexedDB, memory) has none: what it took, it holds.
   */
  unstored?(id: string): Unstored;
  /** Hears every change of `unstored`. */
  onUnstored?(listener: () => void): () => void;
}
