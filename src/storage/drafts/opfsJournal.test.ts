import { describe, expect, it } from 'vitest';
import { createOpfsJournal } from './opfsJournal';
import { fakeJournalWorker as fakeWorker } from '../../test/drafts/fakeJournalWorker';
import { addEdit, type UnsavedEdit, type UnsavedEdits } from './unsavedEdits';

const settled = () => new Promise((resolve) => setTimeout(resolve));
const header = { id: 'd1', kind: 'offerClass' as const, name: 'Spring', createdAt: 1 };

/**
 * Keeps edits one by one as the emergency copy does, each once the last was written (`paced`), or
 * in one burst; returns the journal and every answer.
 */
async function typeInto(
  journal: ReturnType<typeof createOpfsJournal>,
  edits: UnsavedEdit[],
  { start, paced = true }: { start?: UnsavedEdits; paced?: boolean } = {},
) {
  const answers: (string | null)[] = [];
  let current = start ?? { ...header, edits: [] };
  for (const edit of edits) {
    current = addEdit(current, edit);
    journal.keep(current, edit, (problem) => answers.push(problem));
    if (paced) await settled();
  }
  await settled();
  return { current, answers };
}

const letters = (text: string, from = 1): UnsavedEdit[] =>
  [...text].map((_, i) => ({ at: from + i, path: 'issuerName', value: text.slice(0, i + 1) }));

function setup() {
  const fake = fakeWorker();
  const journal = createOpfsJournal(() => fake.worker, fake.reader);
  const types = () => fake.commands.map((command) => command.type);
  return { fake, journal, types };
}

describe('createOpfsJournal (the journal file per draft, written by a worker)', () => {
  it('appends each keystroke and reads back the journal it kept', async () => {
    const { journal, types } = setup();
    const { current, answers } = await typeInto(journal, [
      ...letters('Ferry'),
      { at: 9, path: 'id', value: '1.f' },
    ]);
    expect(answers).toEqual([null, null, null, null, null, null]);
    expect(types()).toEqual(['rewrite', 'append', 'append', 'append', 'append', 'append']);
    expect(await journal.read('d1')).toEqual(current);
    expect(await journal.ids()).toEqual(['d1']);
  });

  it('keeps the edits made while a write is in flight, and writes them in one go', async () => {
    const { journal, types } = setup();
    const { current, answers } = await typeInto(journal, letters('Ferry'), { paced: false });
    expect(answers).toEqual([null, null, null, null, null]);
    expect(types()).toEqual(['rewrite', 'append']);
    expect(await journal.read('d1')).toEqual(current);
  });

  it('writes the whole journal again when the draft was renamed', async () => {
    const { journal, types } = setup();
    const { current } = await typeInto(journal, letters('ab'));
    const start = { ...current, name: 'Summer' };
    const renamed = await typeInto(journal, letters('abc', 3), { start });
    expect(types()).toEqual(['rewrite', 'append', 'rewrite', 'append', 'append']);
    expect(await journal.read('d1')).toEqual(renamed.current);
  });

  it('writes the whole journal again after a failed write', async () => {
    const { fake, journal, types } = setup();
    const first = await typeInto(journal, letters('ab'));
    fake.memory.state.failWrites = 1;
    const second = await typeInto(journal, letters('abc', 3), {
      start: first.current,
      paced: false,
    });
    // The first append failed; the edits that waited for it go in a whole writing.
    expect(second.answers).toEqual(['quota', null, null]);
    expect(types()).toEqual(['rewrite', 'append', 'append', 'rewrite']);
    expect(await journal.read('d1')).toEqual(second.current);
  });

  it('writes it whole once the appends outweigh it, so the file stays small', async () => {
    const { fake, journal, types } = setup();
    const { current } = await typeInto(journal, letters('x'.repeat(800)));
    expect(types().filter((type) => type === 'rewrite').length).toBeGreaterThan(1);
    expect(fake.memory.text('d1.jsonl')?.length).toBeLessThan(200_000);
    expect(await journal.read('d1')).toEqual(current);
  });

  it('forgets the file, and lets it go for another tab', async () => {
    const { fake, journal } = setup();
    await typeInto(journal, letters('ab'), { paced: false });
    journal.release('d1');
    await settled();
    expect(fake.memory.isOpen('d1.jsonl')).toBe(false);
    journal.forget('d1');
    await settled();
    expect(await journal.read('d1')).toBeNull();
    expect(await journal.ids()).toEqual([]);
  });

  it('refuses at once without workers, and answers "unavailable" once its worker fails', async () => {
    const none = createOpfsJournal(null, null);
    expect(none.keep({ ...header, edits: [] }, null, () => undefined)).toBe(false);
    expect(await none.read('d1')).toBeNull();

    const { fake, journal } = setup();
    fake.worker.postMessage = () => undefined;
    const { answers } = await typeInto(journal, letters('ab'), { paced: false });
    fake.crash();
    expect(answers).toEqual(['unavailable', 'unavailable']);
    expect(journal.keep({ ...header, edits: [] }, null, () => undefined)).toBe(false);
  });
});
