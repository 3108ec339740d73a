import { describe, expect, it } from 'vitest';
import type { Draft } from './draft';
import type { DraftStore } from './draftStore';
import { createMemoryDraftStore } from './memoryDraftStore';
import { createResilientDraftStore } from './resilientDraftStore';
import { StorageProblemError } from '../storageProblem';
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

  it('says what the store of record lacks: a draft not put yet, a refusal, then nothing once stored', async () => {
    const { store, state } = fullStore();
    const resilient = createResilientDraftStore(store);
    const heard: ReturnType<NonNullable<DraftStore['unstored']>>[] = [];
    resilient.onUnstored?.(() => heard.push(resilient.unstored?.('a') ?? null));
    expect(resilient.unstored?.('a')).toBe('pending');
    const refused = resilient.put(draft('a')).catch(() => undefined);
    expect(resilient.unstored?.('a')).toBe('pending');
    await refused;
    expect(resilient.unstored?.('a')).toMatchObject({ reason: 'quota' });
    state.full = false;
    await resilient.put(draft('a', 2));
    expect(resilient.unstored?.('a')).toBeNull();
    expect(heard).toEqual([
      'pending',
      expect.objectContaining({ reason: 'quota' }),
      'pending',
      null,
    ]);
  });

  it('answers for the last put of a draft, not an earlier one that lands after it', async () => {
    let release = () => {};
    const inner = createMemoryDraftStore();
    const slow: DraftStore = {
      ...inner,
      put: (d) =>
        d.updatedAt === 1
          ? new Promise<void>((resolve) => (release = resolve)).then(() =>
              Promise.reject(new DOMException('quota', 'QuotaExceededError')),
            )
          : inner.put(d),
    };
    const resilient = createResilientDraftStore(slow);
    const first = resilient.put(draft('a', 1)).catch(() => undefined);
    await resilient.put(draft('a', 2));
    expect(resilient.unstored?.('a')).toBeNull();
    release();
    await first;
    expect(resilient.unstored?.('a')).toBeNull();
  });

  it('without IndexedDB every draft lacks a store of record, as unavailable', async () => {
    const resilient = createResilientDraftStore(null);
    await resilient.put(draft('a')).catch(() => undefined);
    expect(resilient.unstored?.('a')).toMatchObject({ reason: 'unavailable' });
    await resilient.delete('a');
    expect(resilient.unstored?.('a')).toBe('pending');
  });

  it('knows what it read from the store of record is held there', async () => {
    const inner = createMemoryDraftStore();
    await inner.put(draft('a'));
    await inner.put(draft('b'));
    const resilient = createResilientDraftStore(inner);
    await resilient.get('a');
    expect(resilient.unstored?.('a')).toBeNull();
    expect(resilient.unstored?.('b')).toBe('pending');
    await resilient.list();
    expect(resilient.unstored?.('b')).toBeNull();
  });
});
