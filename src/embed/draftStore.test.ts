import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draftStore';

function memoryStorage(fail = false): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (fail) throw new Error('QuotaExceededError');
      map.set(key, value);
    },
  };
}

const key = draftKey('http://127.0.0.1:8787/walletobjects/v1', 'offerObject', '1.a');

describe('draftStore', () => {
  it('keeps a draft per backend, kind and id until cleared', () => {
    const storage = memoryStorage();
    const draft = { document: { id: '1.a' }, savedAt: '2025-03-01T10:00:00.000Z' };
    expect(writeDraft(storage, key, draft)).toBe(true);
    expect(readDraft(storage, key)).toEqual(draft);
    expect(
      readDraft(storage, draftKey('http://127.0.0.1:8787/walletobjects/v1', 'offerObject', '1.b')),
    ).toBeNull();
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '"x"'],
    ['an array document', '{"document":[],"savedAt":"x"}'],
    ['no time', '{"document":{}}'],
  ])('reads %s as no draft', (_name, text) => {
    const storage = memoryStorage();
    storage.setItem(key, text);
    expect(readDraft(storage, key)).toBeNull();
  });

  it('reports a full storage instead of throwing', () => {
    expect(writeDraft(memoryStorage(true), key, { document: {}, savedAt: 'x' })).toBe(false);
  });
});
