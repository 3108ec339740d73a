import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageProblem, StorageProblemError } from '../storageProblem';
import { createMemoryVersionStore } from './memoryVersionStore';
import { createResilientVersionStore } from './resilientVersionStore';
import type { VersionStore } from './version';
import { createVersionKeeper } from './versionKeeper';

const MINUTE = 60_000;
const doc = (title: string) => ({ id: '1.a', classId: '1.c', state: title });
// The editor words it from the schema's labels; a keeper only passes the two documents on.
const summarize = (before: unknown, after: unknown) =>
  `Changed ${Object.keys(after as object)
    .filter(
      (key) => (before as Record<string, unknown>)[key] !== (after as Record<string, unknown>)[key],
    )
    .map((key) => key[0]?.toUpperCase() + key.slice(1))
    .join(', ')}`;

function setup(store: VersionStore = createMemoryVersionStore(), limit?: number) {
  const kept: string[] = [];
  const keeper = createVersionKeeper({
    draftId: 'd',
    summarize,
    store,
    now: Date.now,
    ...(limit ? { limit } : {}),
    onKept: (version) => kept.push(`${version.reason}: ${version.summary}`),
  });
  return { keeper, kept, store };
}

/** Lets the keeper's queued writes run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('versions of edits', () => {
  it('keeps one per 5 minutes of editing, holding the document as it is then', async () => {
    const { keeper, kept } = setup();
    keeper.edited(doc('ACTIVE'));
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    keeper.edited(doc('EXPIRED'));
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(kept).toEqual([]);
    keeper.edited(doc('INACTIVE'));
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(kept).toEqual(['edits: The first version kept']);
    keeper.edited(doc('COMPLETED'));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(kept).toEqual(['edits: The first version kept', 'edits: Changed State']);
  });

  it('keeps nothing for edits that end where the last version was', async () => {
    const { keeper, kept } = setup();
    await keeper.moment('created', doc('ACTIVE'));
    keeper.edited(doc('ACTIVE'));
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(kept).toEqual(['created: Created']);
  });

  it('flushes waiting edits at once, and a moment takes them along', async () => {
    const { keeper, kept } = setup();
    await keeper.moment('import', doc('ACTIVE'), 'offer.json');
    keeper.edited(doc('EXPIRED'));
    await keeper.flush();
    keeper.edited(doc('INACTIVE'));
    await keeper.moment('export', doc('COMPLETED'));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(kept).toEqual([
      'import: Imported from offer.json',
      'edits: Changed State',
      'export: Changed State',
    ]);
  });
});

describe('moments', () => {
  it.each([
    ['the same moment twice is kept once', 'export', 'export', 1],
    ['another moment with no change is kept, saying so', 'export', 'saveLink', 2],
  ] as const)('%s', async (_name, first, second, count) => {
    const { keeper, kept } = setup();
    await keeper.moment(first, doc('ACTIVE'));
    await keeper.moment(second, doc('ACTIVE'));
    expect(kept).toHaveLength(count);
    if (count === 2) expect(kept[1]).toBe('saveLink: No changes since the version before');
  });
});

describe('pruning', () => {
  it('keeps the newest 100 of a draft, newest first', async () => {
    const { keeper, store } = setup();
    for (let i = 0; i < 103; i++) {
      await keeper.moment(i % 2 ? 'export' : 'saveLink', { id: `1.${i}`, classId: '1.c' });
      vi.advanceTimersByTime(1000);
    }
    const versions = await store.list('d');
    expect(versions).toHaveLength(100);
    expect(await store.document(versions[0]!.id)).toEqual({ id: '1.102', classId: '1.c' });
    expect(await store.document(versions[99]!.id)).toEqual({ id: '1.3', classId: '1.c' });
  });
});

describe('a store that refuses', () => {
  it('keeps the version in the tab, lists it as such and says why', async () => {
    const refusing: VersionStore = {
      ...createMemoryVersionStore(),
      add: () => Promise.reject(new StorageProblemError(storageProblem('quota'))),
    };
    const store = createResilientVersionStore(() => Promise.resolve(refusing), 100);
    const { keeper } = setup(store);
    const problems: (string | null)[] = [];
    const spy = createVersionKeeper({
      draftId: 'e',
      summarize,
      store,
      onKept: (_v, problem) => problems.push(problem?.reason ?? null),
    });
    await spy.moment('export', doc('ACTIVE'));
    await keeper.moment('export', doc('ACTIVE'));
    await settle();
    expect(problems).toEqual(['quota']);
    const [listed] = await store.list('d');
    expect(listed?.inThisTabOnly).toBe(true);
    expect(await store.document(listed!.id)).toEqual(doc('ACTIVE'));
    expect(store.problem()?.message).toMatch(/storage is full/);
  });
});
