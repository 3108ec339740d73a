import { describe, expect, it } from 'vitest';
import type { Draft } from './draft';
import {
  addEdit,
  applyEdits,
  dropSaved,
  mergeJournals,
  type UnsavedEdit,
  type UnsavedEdits,
} from './unsavedEdits';

const stored: Draft = {
  id: 'd1',
  kind: 'transitClass',
  name: 'Metro',
  document: { id: '1.metro', textModulesData: [{ header: 'A', body: 'a' }] },
  history: { past: [{ id: '1.old' }], future: [] },
  createdAt: 1,
  updatedAt: 100,
};

const journal = (...edits: UnsavedEdit[]): UnsavedEdits => ({
  id: 'd1',
  kind: 'transitClass',
  name: 'Metro',
  createdAt: 1,
  edits: edits.reduce<UnsavedEdit[]>(
    (all, edit) => addEdit({ ...journalBase, edits: all }, edit).edits,
    [],
  ),
});
const journalBase = { id: 'd1', kind: 'transitClass' as const, name: 'Metro', createdAt: 1 };

describe('applyEdits (reconciling the emergency copy with the stored draft)', () => {
  it.each<[string, UnsavedEdit[], unknown, string | undefined]>([
    [
      'a field typed after the last save',
      [{ at: 101, path: 'issuerName', value: 'Ferries' }],
      { ...(stored.document as object), issuerName: 'Ferries' },
      undefined,
    ],
    [
      'the newest value of a field wins',
      [
        { at: 101, path: 'issuerName', value: 'Fer' },
        { at: 102, path: 'issuerName', value: 'Ferries' },
      ],
      { ...(stored.document as object), issuerName: 'Ferries' },
      undefined,
    ],
    [
      'a field inside a list row, the rest of the row kept',
      [{ at: 101, path: 'textModulesData.0.header', value: 'B' }],
      { id: '1.metro', textModulesData: [{ header: 'B', body: 'a' }] },
      undefined,
    ],
    [
      'a cleared field is removed',
      [{ at: 101, path: 'id' }],
      { textModulesData: [{ header: 'A', body: 'a' }] },
      undefined,
    ],
    [
      'a row added, then typed in',
      [
        { at: 101, path: 'textModulesData', value: [{ header: 'A', body: 'a' }, {}] },
        { at: 102, path: 'textModulesData.1.header', value: 'New' },
      ],
      { id: '1.metro', textModulesData: [{ header: 'A', body: 'a' }, { header: 'New' }] },
      undefined,
    ],
    [
      'a whole document (undo) replaces everything before it',
      [
        { at: 101, path: 'issuerName', value: 'x' },
        { at: 102, document: { id: '1.undone' } },
      ],
      { id: '1.undone' },
      undefined,
    ],
    [
      'JSON text that parses becomes the document',
      [{ at: 101, raw: '{"id": "1.raw"}' }],
      { id: '1.raw' },
      undefined,
    ],
    [
      'JSON text that does not parse is kept as typed, the document left as it was',
      [{ at: 101, raw: '{\n  "id": "1.raw"\n  "x": 1\n' }],
      stored.document,
      '{\n  "id": "1.raw"\n  "x": 1\n',
    ],
  ])('%s', (_name, edits, document, rawText) => {
    const next = applyEdits(stored, journal(...edits), 200);
    expect(next.document).toEqual(document);
    expect(next.rawText).toBe(rawText);
    expect([next.name, next.history, next.updatedAt]).toEqual([stored.name, stored.history, 200]);
  });

  it('a fix after broken text clears the kept text', () => {
    const broken = applyEdits(stored, journal({ at: 101, raw: '{ "id": ' }), 200);
    const fixed = applyEdits(broken, journal({ at: 201, document: { id: '1.fixed' } }), 300);
    expect([fixed.rawText, fixed.document]).toEqual([undefined, { id: '1.fixed' }]);
  });

  it('recreates a draft whose first save never finished', () => {
    const next = applyEdits(undefined, journal({ at: 5, document: { id: '1.new' } }), 10);
    expect(next).toMatchObject({ id: 'd1', kind: 'transitClass', name: 'Metro', createdAt: 1 });
    expect(next.document).toEqual({ id: '1.new' });
  });

  it('never moves a draft back in time', () => {
    expect(applyEdits({ ...stored, updatedAt: 500 }, journal(), 200).updatedAt).toBe(500);
  });
});

describe('addEdit and dropSaved', () => {
  it('keeps one entry while one field is typed, and each field in order', () => {
    const edits = journal(
      { at: 1, path: 'a', value: 'x' },
      { at: 2, path: 'a', value: 'xy' },
      { at: 3, path: 'b', value: 1 },
      { at: 4, raw: '{' },
      { at: 5, raw: '{}' },
    ).edits;
    expect(edits).toEqual([
      { at: 2, path: 'a', value: 'xy' },
      { at: 3, path: 'b', value: 1 },
      { at: 5, raw: '{}' },
    ]);
  });

  it('forgets what a save that began later holds, keeps what came during it', () => {
    const kept = dropSaved(
      journal({ at: 1, path: 'a', value: 1 }, { at: 5, path: 'b', value: 2 }),
      5,
    );
    expect(kept.edits).toEqual([{ at: 5, path: 'b', value: 2 }]);
  });
});

describe('mergeJournals (the copies several places kept)', () => {
  const a = { at: 1, path: 'issuerName', value: 'F' };
  const b = { at: 2, path: 'id', value: '1.f' };
  const c = { at: 3, path: 'issuerName', value: 'Fe' };
  const d = { at: 3, path: 'hexBackgroundColor', value: '#fff' };
  it.each<[string, (UnsavedEdits | null)[], number | undefined, UnsavedEdit[] | null]>([
    ['no copy anywhere', [null, null], undefined, null],
    ['one copy as it is', [journal(a, b)], undefined, [a, b]],
    [
      'a copy that lags behind another adds nothing',
      [journal(a), journal(a, b, c), null],
      undefined,
      [a, b, c],
    ],
    [
      'copies that each missed an edit are joined in the order typed',
      [journal(a, d), journal(b)],
      undefined,
      [a, b, d],
    ],
    ['edits the stored draft holds are left out', [journal(a, b, c)], 2, [b, c]],
    [
      'a whole document supersedes what came before it',
      [journal(a, { at: 4, document: {} }), journal(a, b)],
      undefined,
      [{ at: 4, document: {} }],
    ],
  ])('%s', (_name, copies, since, edits) => {
    expect(mergeJournals(copies, since)?.edits ?? null).toEqual(edits);
  });

  it('takes the name from the copy with the newest edit', () => {
    const renamed = { ...journal(a, c), name: 'Ferries' };
    expect(mergeJournals([renamed, journal(a)])?.name).toBe('Ferries');
  });
});
