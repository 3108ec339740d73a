import { describe, expect, it } from 'vitest';
import type { Draft, DraftStore } from '../../storage';

const draft = (id: string, updatedAt: number, document: unknown = { id }): Draft => ({
  id,
  kind: 'transitClass',
  name: `Draft ${id}`,
  document,
  history: { past: [{ id: 'before' }], future: [] },
  createdAt: 1,
  updatedAt,
});

/** What every `DraftStore` promises; run it against each implementation. */
export function describeDraftStoreContract(name: string, makeStore: () => Promise<DraftStore>) {
  describe(`${name} (DraftStore contract)`, () => {
    it('reads back a draft exactly as put, invalid values included', async () => {
      const store = await makeStore();
      const stored = draft('a', 5, { id: 42, textModulesData: [{ header: null, extra: '?' }] });
      await store.put(stored);
      expect(await store.get('a')).toEqual(stored);
    });

    it('lists drafts most recently changed first', async () => {
      const store = await makeStore();
      await store.put(draft('old', 1));
      await store.put(draft('new', 3));
      await store.put(draft('mid', 2));
      expect((await store.list()).map((d) => d.id)).toEqual(['new', 'mid', 'old']);
    });

    it('replaces a draft put again under the same id', async () => {
      const store = await makeStore();
      await store.put(draft('a', 1));
      await store.put({ ...draft('a', 2), name: 'Renamed' });
      expect((await store.list()).map((d) => d.name)).toEqual(['Renamed']);
    });

    it('forgets a deleted draft', async () => {
      const store = await makeStore();
      await store.put(draft('a', 1));
      await store.delete('a');
      expect([await store.get('a'), await store.list()]).toEqual([undefined, []]);
    });

    it('does not share objects with its callers', async () => {
      const store = await makeStore();
      const stored = draft('a', 1);
      await store.put(stored);
      (stored.document as { id: string }).id = 'changed after put';
      expect(await store.get('a')).toEqual(draft('a', 1));
    });
  });
}
