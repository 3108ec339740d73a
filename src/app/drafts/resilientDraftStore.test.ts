import { describe, expect, it } from 'vitest';
import type { Draft, DraftStore } from './draft';
import { createMemoryDraftStore } from './memoryDraftStore';
import { createResilientDraftStore } from './resilientDraftStore';
import { StorageProblemError } from './storageProblem';
import { describeDraftStoreContract } from '../../test/drafts/draftStoreContract';

describeDraftStoreContract('resilient store over a working store', () =>
  Promise.resolve(createResilientDraftStore(createMemoryDraftStore())),
);

const draft = (id: string, updatedAt = 1): Draft => ({
  id,
  kind: 'offerObject',
  name: id,
  document: { id, classId: 'x' },
  history: { past: [], future: [] },
  createdAt: 1,
  updatedAt,
});

/** A store whose writes fail as a full disk does, until `full` is turned off. */
function fullStore() {
  const inner = createMemoryDraftStore();
  const state = { full: true };
  const store: DraftStore = {
    ...inner,
    put: (d) =>
      state.full ? Promise.reject(new DOMException('quota', 'QuotaExceededError')) : inner.put(d),
  };
  return { store, state };
}

describe('resilient draft store', () => {
  it('keeps a draft the browser refused, and says why', async () => {
    const { store } = fullStore();
    const resilient = createResilientDraftStore(store);
    const error = await resilient.put(draft('a')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageProblemError);
    expect((error as StorageProblemError).problem.reason).toBe('quota');
    expect((error as StorageProblemError).message).toBe(
      'Your browser refused to store drafts (storage is full). Your documents stay open in this tab; export them to keep a copy.',
    );
    expect(await resilient.get('a')).toEqual(draft('a'));
    expect((await resilient.list()).map((d) => d.id)).toEqual(['a']);
  });

  it('prefers the newer unsaved copy and stores it once storage works again', async () => {
    const { store, state } = fullStore();
    state.full = false;
    const resilient = createResilientDraftStore(store);
    await resilient.put(draft('a', 1));
    state.full = true;
    await resilient.put({ ...draft('a', 2), name: 'newer' }).catch(() => undefined);
    expect((await resilient.list()).map((d) => d.name)).toEqual(['newer']);
    state.full = false;
    await resilient.put({ ...draft('a', 3), name: 'stored' });
    expect(await store.get('a')).toMatchObject({ name: 'stored' });
    expect((await resilient.list()).map((d) => d.name)).toEqual(['stored']);
  });

  it('without IndexedDB keeps drafts in the tab and reports storage as unavailable', async () => {
    const resilient = createResilientDraftStore(null);
    const error = await resilient.put(draft('a')).catch((e: unknown) => e);
    expect((error as StorageProblemError).problem.reason).toBe('unavailable');
    expect(await resilient.get('a')).toEqual(draft('a'));
    await resilient.delete('a');
    expect(await resilient.list()).toEqual([]);
  });
});
