import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDocumentSnapshots,
  setIn,
  SETTLE_MAX_MS,
  SETTLE_MS,
  type DocumentSnapshot,
  type SettledRun,
} from './documentSnapshots';

const initial = {
  id: '1.metro',
  issuerName: 'Metro',
  textModulesData: [
    { id: 'a', header: 'A' },
    { id: 'b', header: 'B' },
  ],
  hexBackgroundColor: '#123456',
};

function setup(timing?: { settleMs?: number; settleMaxMs?: number }) {
  const snapshots = createDocumentSnapshots(structuredClone(initial), timing);
  const seen: DocumentSnapshot[] = [];
  const runs: SettledRun[] = [];
  snapshots.subscribe((snapshot) => seen.push(snapshot));
  snapshots.subscribeSettled((run) => runs.push(run));
  return { snapshots, seen, runs };
}

describe('setIn', () => {
  it.each<[string, unknown, (string | number)[], unknown, unknown]>([
    ['a top-level value', { a: 1, b: 2 }, ['a'], 3, { a: 3, b: 2 }],
    ['a row field', { l: [{ x: 1 }, { x: 2 }] }, ['l', 1, 'x'], 5, { l: [{ x: 1 }, { x: 5 }] }],
    ['a missing path', {}, ['l', 0, 'x'], 1, { l: [{ x: 1 }] }],
    ['undefined removes the key', { a: 1, b: 2 }, ['a'], undefined, { b: 2 }],
  ])('%s', (_name, document, segments, value, expected) => {
    const before = structuredClone(document);
    expect(setIn(document, segments, value)).toEqual(expected);
    expect(document).toEqual(before);
  });

  it('keeps the identity of every part off the path', () => {
    const document = { l: [{ x: 1 }, { x: 2 }], o: { y: 1 } };
    const next = setIn(document, ['l', 1, 'x'], 3) as typeof document;
    expect(next.o).toBe(document.o);
    expect(next.l[0]).toBe(document.l[0]);
    expect(next.l).not.toBe(document.l);
  });
});

describe('createDocumentSnapshots', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes each write the next snapshot, never mutating a snapshot it gave out', () => {
    const { snapshots, seen } = setup();
    const frozen: unknown[] = [];
    const keep = () =>
      frozen.push([snapshots.get().document, structuredClone(snapshots.get().document)]);
    const rows = () => (snapshots.get().document as typeof initial).textModulesData;
    const edits: [string, () => void, unknown][] = [
      [
        'a leaf',
        () => snapshots.write('issuerName', 'Metro North'),
        { ...initial, issuerName: 'Metro North' },
      ],
      [
        'a row field',
        () => snapshots.write('textModulesData.1.header', 'Bee'),
        {
          ...initial,
          issuerName: 'Metro North',
          textModulesData: [
            { id: 'a', header: 'A' },
            { id: 'b', header: 'Bee' },
          ],
        },
      ],
      [
        'a row added',
        () => snapshots.write('textModulesData', [...rows(), { id: 'c' }]),
        {
          ...initial,
          issuerName: 'Metro North',
          textModulesData: [{ id: 'a', header: 'A' }, { id: 'b', header: 'Bee' }, { id: 'c' }],
        },
      ],
      [
        'a key removed',
        () => snapshots.write('hexBackgroundColor', undefined),
        {
          id: '1.metro',
          issuerName: 'Metro North',
          textModulesData: [{ id: 'a', header: 'A' }, { id: 'b', header: 'Bee' }, { id: 'c' }],
        },
      ],
      [
        'a whole document',
        () => snapshots.replace({ id: '2.other', issuerName: 'Other' }, 'edit'),
        { id: '2.other', issuerName: 'Other' },
      ],
      [
        'an object set whole',
        () => snapshots.write('textModulesData.0', { id: 'z', body: 'Zed' }),
        { id: '2.other', issuerName: 'Other', textModulesData: [{ id: 'z', body: 'Zed' }] },
      ],
      [
        'a path that did not exist',
        () => snapshots.write('linksModuleData.uris.0.uri', 'tel:1'),
        {
          id: '2.other',
          issuerName: 'Other',
          textModulesData: [{ id: 'z', body: 'Zed' }],
          linksModuleData: { uris: [{ uri: 'tel:1' }] },
        },
      ],
    ];
    for (const [name, edit, expected] of edits) {
      keep();
      act(edit);
      expect(snapshots.get().document, name).toEqual(expected);
    }
    for (const entry of frozen) {
      const [document, copy] = entry as [unknown, unknown];
      expect(document).toEqual(copy);
    }
    expect(seen.map((s) => s.changed)).toEqual([
      ['issuerName'],
      ['textModulesData.1.header'],
      ['textModulesData'],
      ['hexBackgroundColor'],
      'all',
      ['textModulesData.0'],
      ['linksModuleData.uris.0.uri'],
    ]);
  });

  it('shares what an edit left alone with the snapshot before', () => {
    const { snapshots } = setup();
    const before = snapshots.get().document as typeof initial;
    act(() => snapshots.write('textModulesData.1.header', 'Bee'));
    const after = snapshots.get().document as typeof initial;
    expect(after.textModulesData[0]).toBe(before.textModulesData[0]);
    expect(after.textModulesData[1]).not.toBe(before.textModulesData[1]);
  });

  it('takes no snapshot for a write that changes nothing', () => {
    const { snapshots, seen } = setup();
    act(() => snapshots.write('issuerName', 'Metro'));
    act(() => snapshots.write('textModulesData.0', { id: 'a', header: 'A' }));
    expect(seen).toEqual([]);
  });

  it('settles a run after a pause, and at least once a second while typing goes on', () => {
    const { snapshots, runs } = setup();
    act(() => snapshots.write('issuerName', 'M'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(runs).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(runs.map((r) => [r.key, r.origin])).toEqual([['issuerName', 'edit']]);
    for (let i = 0; i < 30; i++) {
      act(() => snapshots.write('issuerName', `M${'e'.repeat(i)}`));
      vi.advanceTimersByTime(100);
    }
    // Keystrokes 100 ms apart for 2.9 s: a pause alone would not have settled them at all.
    expect(runs.length - 1).toBeGreaterThanOrEqual(Math.floor(2900 / SETTLE_MAX_MS));
  });

  it('ends the run of one field before a change to another is taken in', () => {
    const { snapshots, runs } = setup();
    act(() => snapshots.write('issuerName', 'Metro North'));
    act(() => snapshots.write('id', '1.north'));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.key).toBe('issuerName');
    expect(runs[0]?.snapshot.document).toMatchObject({ issuerName: 'Metro North', id: '1.metro' });
  });

  it.each<['edit' | 'restore' | 'outside', number]>([
    ['edit', 1],
    ['restore', 1],
    ['outside', 0],
  ])('replace(%s) makes the document the snapshot as it is; it settles %i run', (origin, count) => {
    const { snapshots, seen, runs } = setup();
    const next = { id: '3.new', issuerName: 'New' };
    act(() => snapshots.replace(next, origin));
    expect(snapshots.get().document).toBe(next);
    expect(seen.map((s) => [s.changed, s.origin])).toEqual([['all', origin]]);
    snapshots.settle();
    expect(runs.map((r) => [r.key, r.origin])).toEqual(count ? [['document', origin]] : []);
  });

  it('settles a pending run at once when asked, and a note like an edit', () => {
    const { snapshots, runs } = setup();
    snapshots.settle();
    expect(runs).toHaveLength(0);
    act(() => snapshots.write('issuerName', 'X'));
    snapshots.settle();
    expect(runs).toHaveLength(1);
    snapshots.note('json-text');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(runs.map((r) => r.key)).toEqual(['issuerName', 'json-text']);
  });
});
