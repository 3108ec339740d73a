import { describe, expect, it, vi } from 'vitest';
import { createEmergencyCopy, type CopyPlaces } from './emergencyCopy';
import { createOpfsJournal } from './opfsJournal';
import type { StorageProblem } from '../storageProblem';
import { fakeJournalWorker } from '../../test/drafts/fakeJournalWorker';
import type { UnsavedEdits } from './unsavedEdits';

type Reason = StorageProblem['reason'];
const settled = () => new Promise((resolve) => setTimeout(resolve));
const header = { id: 'd1', kind: 'transitClass' as const, name: 'Metro', createdAt: 1 };

/** Every place in memory: `refuse` makes one refuse each write, with that reason. */
function setup({ worker = true } = {}) {
  const refuse: { local?: Reason; file?: Reason; idb?: Reason } = {};
  const local = new Map<string, UnsavedEdits>();
  const idb = new Map<string, UnsavedEdits>();
  const fake = fakeJournalWorker();
  const places: CopyPlaces = {
    local: {
      keep: (journal) => {
        if (refuse.local) return refuse.local;
        local.set(journal.id, structuredClone(journal));
        return null;
      },
      read: (id) => local.get(id) ?? null,
      forget: (id) => void local.delete(id),
      ids: () => [...local.keys()],
    },
    file: createOpfsJournal(worker ? () => fake.worker : null, fake.reader),
    idb: {
      keep: (journal) => {
        if (refuse.idb) return Promise.resolve(refuse.idb);
        idb.set(journal.id, structuredClone(journal));
        return Promise.resolve(null);
      },
      read: (id) => Promise.resolve(idb.get(id) ?? null),
      forget: (id) => Promise.resolve(void idb.delete(id)),
      ids: () => Promise.resolve([...idb.keys()]),
    },
  };
  const copy = createEmergencyCopy(places);
  const changes = vi.fn();
  copy.onJournalProblem(changes);
  const type = (text: string, at = 100) =>
    [...text].forEach((_, i) =>
      copy.keepEdit(header, { at, path: 'issuerName', value: text.slice(0, i + 1) }),
    );
  const failFile = () => (fake.memory.state.failWrites = Infinity);
  return { copy, refuse, local, idb, fake, changes, type, failFile };
}

const issuerName = (journal: UnsavedEdits | null) =>
  journal?.edits.findLast((edit) => 'path' in edit && edit.path === 'issuerName');

describe('the emergency copy', () => {
  it('keeps each edit in localStorage and in the journal file, with increasing times', async () => {
    const { copy, local, fake, type } = setup();
    type('Fer');
    await settled();
    expect(local.get('d1')?.edits).toEqual([{ at: 102, path: 'issuerName', value: 'Fer' }]);
    expect(fake.memory.text('d1.jsonl')).toContain('"value":"Fer"');
    expect(copy.journalProblem('d1')).toBeNull();
  });

  it('with localStorage full, the file keeps it, and IndexedDB is not needed', async () => {
    const { copy, refuse, idb, type } = setup();
    refuse.local = 'quota';
    type('Ferries');
    await settled();
    expect(issuerName(await copy.readEmergencyCopy('d1'))).toMatchObject({ value: 'Ferries' });
    expect(idb.size).toBe(0);
    expect(copy.journalProblem('d1')).toBeNull();
  });

  it.each([
    ['the file refuses', { worker: true }],
    ['there is no file at all', { worker: false }],
  ])('with localStorage full and %s, IndexedDB keeps it', async (_name, options) => {
    const { copy, refuse, idb, type, failFile } = setup(options);
    refuse.local = 'quota';
    failFile();
    type('Ferries');
    await settled();
    expect(issuerName(idb.get('d1') ?? null)).toMatchObject({ value: 'Ferries' });
    expect(copy.journalProblem('d1')).toBeNull();
  });

  it('says why when no place keeps the newest edit, and stops once one does', async () => {
    const { copy, refuse, type, failFile, changes } = setup();
    refuse.local = 'quota';
    refuse.idb = 'quota';
    failFile();
    type('F');
    await settled();
    expect(copy.journalProblem('d1')).toMatchObject({ reason: 'quota', short: 'storage is full' });
    expect(changes).toHaveBeenCalledTimes(1);
    delete refuse.local;
    type('Fe', 200);
    expect(copy.journalProblem('d1')).toBeNull();
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('forgets what a save holds, and the whole copy once nothing is left', async () => {
    const { copy, local, fake, type } = setup();
    type('F', 100);
    copy.keepEdit(header, { at: 300, path: 'id', value: '1.x' });
    copy.forgetSavedEdits('d1', 200);
    await settled();
    expect(local.get('d1')?.edits).toEqual([{ at: 300, path: 'id', value: '1.x' }]);
    expect((await copy.readEmergencyCopy('d1'))?.edits).toHaveLength(1);
    copy.forgetSavedEdits('d1', 400);
    await settled();
    expect(local.size).toBe(0);
    expect(fake.memory.names()).toEqual([]);
    expect(await copy.emergencyCopyIds()).toEqual([]);
  });

  it('merges copies that lag behind each other, leaving out what the stored draft holds', async () => {
    const { copy, refuse, type, local } = setup();
    type('Fer', 100);
    await settled();
    // localStorage fills up: only the file has the rest.
    refuse.local = 'quota';
    copy.keepEdit(header, { at: 200, path: 'id', value: '1.ferry' });
    type('Ferries', 300);
    await settled();
    expect(issuerName(local.get('d1') ?? null)).toMatchObject({ value: 'Fer' });
    const merged = await copy.readEmergencyCopy('d1');
    expect(merged?.edits.map((edit) => ('path' in edit ? edit.path : ''))).toEqual([
      'issuerName',
      'id',
      'issuerName',
    ]);
    expect(issuerName(merged)).toMatchObject({ value: 'Ferries' });
    expect((await copy.readEmergencyCopy('d1', 250))?.edits).toHaveLength(1);
    expect(await copy.emergencyCopyIds()).toEqual(['d1']);
  });

  it('writes no file for a draft it let go of, until it edits the draft again', async () => {
    const { copy, fake, type } = setup();
    type('F');
    copy.releaseEmergencyCopy('d1');
    await settled();
    const written = fake.commands.length;
    copy.holdEmergencyCopy({ ...header, edits: [{ at: 500, raw: '{' }] });
    await settled();
    expect(fake.commands).toHaveLength(written);
    type('Fe', 600);
    await settled();
    expect(fake.commands.slice(written).map((command) => command.type)).toEqual([
      'rewrite',
      'append',
    ]);
  });

  it('keeps nothing of a deleted draft until its screen closes or the delete is undone', async () => {
    const { copy, local, type } = setup();
    type('F');
    copy.discardEmergencyCopy('d1');
    // The screen, closing, keeps its last text: that would bring the draft back.
    expect(copy.keepEdit(header, { at: 200, raw: '{' })).toBe(false);
    await settled();
    expect(await copy.emergencyCopyIds()).toEqual([]);
    copy.releaseEmergencyCopy('d1');
    type('Fe', 300);
    expect(local.has('d1')).toBe(true);
    copy.discardEmergencyCopy('d1');
    copy.reviveEmergencyCopy('d1');
    expect(copy.keepEdit(header, { at: 400, raw: '{' })).toBe(true);
  });
});
