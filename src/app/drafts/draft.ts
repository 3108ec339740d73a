import type { Draft } from '../../studio/draft';

export { createDraft, type Draft } from '../../studio/draft';

/** Where drafts live. Every method rejects with a `StorageProblemError` when storing fails. */
export interface DraftStore {
  /** Every draft, most recently changed first. */
  list(): Promise<Draft[]>;
  get(id: string): Promise<Draft | undefined>;
  put(draft: Draft): Promise<void>;
  delete(id: string): Promise<void>;
}

export const byRecentChange = (a: Draft, b: Draft) => b.updatedAt - a.updatedAt;
