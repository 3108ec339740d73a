import { describe, expect, it } from 'vitest';
import { describeDraftStoreContract } from '../../test/drafts/draftStoreContract';
import { createDraft } from './draft';
import { createWebStorageDraftStore } from './webStorageDraftStore';
import { memoryStorage } from '../../test/drafts/memoryStorage';

describeDraftStoreContract('web storage store', () =>
  Promise.resolve(createWebStorageDraftStore(memoryStorage(), 'drafts:')),
);

describe('web storage draft store', () => {
  it('keeps to its prefix: another store in the same area neither lists nor reads its drafts', async () => {
    const storage = memoryStorage();
    const mine = createWebStorageDraftStore(storage, 'a:');
    const theirs = createWebStorageDraftStore(storage, 'b:');
    await mine.put(createDraft('offerObject', { id: '1.x' }, '1.x', { id: '1.x', now: 1 }));
    storage.setItem('unrelated', '{}');
    expect([(await mine.list()).length, await theirs.get('1.x'), await theirs.list()]).toEqual([
      1,
      undefined,
      [],
    ]);
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"x"'],
    ['an array document', '{"id":"d","document":[]}'],
    ['no history', '{"id":"d","kind":"offerObject","name":"","document":{}}'],
  ])('reads %s as no draft', async (_name, text) => {
    const storage = memoryStorage();
    storage.setItem('p:d', text);
    const store = createWebStorageDraftStore(storage, 'p:');
    expect([await store.get('d'), await store.list()]).toEqual([undefined, []]);
  });

  it('reads an older shape through `upgrade`', async () => {
    const storage = memoryStorage();
    storage.setItem('p:d', '{"old":true}');
    const upgraded = createDraft('offerObject', {}, 'd', { id: 'd', now: 1 });
    const store = createWebStorageDraftStore(storage, 'p:', { upgrade: () => upgraded });
    expect(await store.get('d')).toEqual(upgraded);
  });

  it('rejects a refused put with the problem, in words', async () => {
    const store = createWebStorageDraftStore(memoryStorage({ full: true }), 'p:');
    await expect(store.put(createDraft('offerObject', {}, 'd'))).rejects.toMatchObject({
      name: 'StorageProblemError',
      problem: { reason: 'quota' },
    });
  });
});
