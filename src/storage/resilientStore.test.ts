import { describe, expect, it, vi } from 'vitest';
import { createResilientStore } from './resilientStore';
import { storageProblem } from './storageProblem';

/** A store of one list; `refuse` makes its writes fail as a full disk does. */
function listStore(state = { refuse: false }) {
  const items: string[] = [];
  return {
    items,
    state,
    add: (item: string) =>
      state.refuse
        ? Promise.reject(new DOMException('full', 'QuotaExceededError'))
        : Promise.resolve(void items.push(item)),
  };
}

describe('resilient store', () => {
  it('opens the store of record once, on first use', async () => {
    const primary = listStore();
    const open = vi.fn(() => Promise.resolve(primary));
    const store = createResilientStore({ open, local: listStore() });
    expect(open).not.toHaveBeenCalled();
    await store.write('a', (s) => s.add('a'));
    await store.write('b', (s) => s.add('b'));
    expect([open.mock.calls.length, primary.items]).toEqual([1, ['a', 'b']]);
  });

  it('keeps a refused write in the tab, says why, and forgets the problem once a write lands', async () => {
    const primary = listStore({ refuse: true });
    const local = listStore();
    const store = createResilientStore({ open: () => Promise.resolve(primary), local });
    await expect(store.write('a', (s) => s.add('a'))).rejects.toMatchObject({
      name: 'StorageProblemError',
    });
    expect([local.items, store.unstored('a'), store.problem()]).toEqual([
      ['a'],
      storageProblem('quota'),
      storageProblem('quota'),
    ]);
    primary.state.refuse = false;
    await store.write('b', (s) => s.add('b'));
    expect([store.unstored('a'), store.unstored('b'), store.problem()]).toEqual([
      storageProblem('quota'),
      null,
      null,
    ]);
  });

  it('without a store of record, every write lives in the tab as unavailable', async () => {
    const local = listStore();
    const unavailable = storageProblem('unavailable', 'private mode');
    const store = createResilientStore({ open: null, local, unavailable });
    await store.write('a', (s) => s.add('a')).catch(() => undefined);
    expect([store.available, local.items, store.unstored('a')]).toEqual([
      false,
      ['a'],
      unavailable,
    ]);
  });

  it('hands what the tab kept back once the store of record holds the record', async () => {
    const primary = listStore({ refuse: true });
    const local = listStore();
    const settled = vi.fn((_local: unknown, _id: string) => Promise.resolve());
    const store = createResilientStore({ open: () => Promise.resolve(primary), local, settled });
    await store.write('a', (s) => s.add('a')).catch(() => undefined);
    expect(settled).not.toHaveBeenCalled();
    primary.state.refuse = false;
    await store.write('a', (s) => s.add('a'));
    expect(settled).toHaveBeenCalledWith(local, 'a');
  });
});
