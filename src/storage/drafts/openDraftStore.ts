import type { DraftStore } from './draftStore';
import { openIdbDraftStore } from './idbDraftStore';
import { emergencyCopyIds } from './emergencyCopy';
import { recoverDrafts } from './recoverDrafts';
import { createResilientDraftStore } from './resilientDraftStore';
import { storageProblem, toStorageProblem, type StorageProblem } from '../storageProblem';

export interface OpenedDraftStore {
  store: DraftStore;
  /** Set when drafts can only live in this tab; show it plainly. */
  problem: StorageProblem | null;
}

/**
 * The drafts store for this page: IndexedDB behind a tab-local fallback. Never rejects; without
 * IndexedDB (private mode, storage disabled) drafts stay in memory and `problem` says so. Edits
 * that a closed or crashed tab left in the emergency copy are stored before anything reads.
 */
export async function openDraftStore(): Promise<OpenedDraftStore> {
  // Which drafts have a copy is read while IndexedDB opens.
  const copies = emergencyCopyIds();
  const opened = await openStore();
  await recoverDrafts(opened.store, copies);
  return opened;
}

async function openStore(): Promise<OpenedDraftStore> {
  if (typeof indexedDB === 'undefined') {
    const problem = storageProblem('unavailable');
    return { store: createResilientDraftStore(null, problem), problem };
  }
  try {
    return { store: createResilientDraftStore(await openIdbDraftStore()), problem: null };
  } catch (error) {
    // The banner stays plain: which DOMException the browser raised helps nobody reading it.
    const problem = storageProblem(
      toStorageProblem(error).reason === 'quota' ? 'quota' : 'unavailable',
    );
    return { store: createResilientDraftStore(null, problem), problem };
  }
}
