import { describe, expect, it } from 'vitest';
import { createDraft } from '../storage';
import { createRestDraftStore } from './restDraftStore';
import { memoryStorage } from '../test/drafts/memoryStorage';

const baseUrl = 'http://127.0.0.1:8787/walletobjects/v1';

describe('the REST embed’s drafts', () => {
  it('keeps a Draft per backend, kind and id until deleted', async () => {
    const storage = memoryStorage();
    const store = createRestDraftStore(storage, baseUrl, 'offerObject');
    const draft = createDraft('offerObject', { id: '1.a' }, '1.a', { id: '1.a', now: 5 });
    await store.put(draft);
    expect(await store.get('1.a')).toEqual(draft);
    expect(
      JSON.parse(storage.getItem(`pass-studio:draft:${baseUrl}:offerObject:1.a`) ?? ''),
    ).toEqual(draft);
    expect(await createRestDraftStore(storage, baseUrl, 'offerClass').get('1.a')).toBeUndefined();
    expect(await store.get('1.b')).toBeUndefined();
    await store.delete('1.a');
    expect(await store.get('1.a')).toBeUndefined();
  });

  it.each([
    [
      'an older embed’s edits',
      { document: { id: '1.a' }, savedAt: '2025-03-01T10:00:00.000Z' },
      true,
    ],
    ['an array document', { document: [], savedAt: '2025-03-01T10:00:00.000Z' }, false],
    ['no time', { document: {} }, false],
    ['a time that is none', { document: {}, savedAt: 'x' }, false],
  ])('reads %s', async (_name, value, read) => {
    const storage = memoryStorage();
    storage.setItem(`pass-studio:draft:${baseUrl}:offerObject:1.a`, JSON.stringify(value));
    const draft = await createRestDraftStore(storage, baseUrl, 'offerObject').get('1.a');
    expect(draft).toEqual(
      read
        ? createDraft('offerObject', { id: '1.a' }, '1.a', {
            id: '1.a',
            now: Date.parse('2025-03-01T10:00:00.000Z'),
          })
        : undefined,
    );
  });
});
