import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDraftStore } from './openDraftStore';
import { storageProblem } from '../storageProblem';

const refusing = (name: string) => ({
  open: () => {
    throw new DOMException('refused', name);
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('openDraftStore without a usable IndexedDB', () => {
  it.each([
    ['no IndexedDB at all', undefined, 'unavailable'],
    ['private mode refusing to open', refusing('SecurityError'), 'unavailable'],
    ['an unknown failure', refusing('AbortError'), 'unavailable'],
    ['storage full', refusing('QuotaExceededError'), 'quota'],
  ] as const)('%s: a plain message, and drafts kept in the tab', async (_name, factory, reason) => {
    vi.stubGlobal('indexedDB', factory);
    const { store, problem } = await openDraftStore();
    expect(problem).toEqual(storageProblem(reason));
    expect(problem?.message).not.toMatch(/\(.*Error\)/);
    const draft = {
      id: 'd1',
      kind: 'transitClass' as const,
      name: '',
      document: { id: '' },
      history: { past: [], future: [] },
      createdAt: 1,
      updatedAt: 1,
    };
    await expect(store.put(draft)).rejects.toThrow(problem?.message);
    expect(await store.get('d1')).toEqual(draft);
  });
});
