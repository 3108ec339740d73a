import { describe, expect, it } from 'vitest';
import { createOpfsJournal } from './opfsJournal';
import { fakeJournalWorker as fakeWorker } from './testing/fakeJournalWorker';
import { addEdit, type UnsavedEdit, type UnsavedEdits } from './unsavedEdits';

const settled = () => new Promise((resolve) => setTimeout(resolve));
const header = { id: 'd1', kind: 'offerClass' as const, name: 'Spring', createdAt: 1 };

/** Keeps edits one by one as the emergency copy does; returns the journal and every answer. */
function typeInto(
  journal: ReturnType<typeof createOpfsJournal>,
  edits: UnsavedEdit[],
  start: UnsavedEdits = { ...header, edits: [] },
) {
  const answers: (string | null)[] = [];
  let current = start;
  for (const edit of edits) {
    current = addEdit(current, edit);
    journal.keep(current, edit, (problem) => answers.push(problem));
  }
  return { current, answers };
}

const letters = (text: string, from = 1): UnsavedEdit[] =>
  [...text].map((_, i) => ({ at: from + i, path: 'issuerName', value: text.slice(0, i + 1) }));

describe('createOpfsJournal (the journal file per draft, written by a worker)', () => {
  it('appends each keystroke and reads back the journal it kept', async () => {
    const fake = fakeWorker();
    const journal = createOpfsJournal(() => fake.worker, fake.reader);
    const { current, answers } = typeInto(journal, [
      ...letters('Ferry'),
      { at: 9, path: 'id', value: '1.f' },
    ]);
    await settled();
    expect(answers).toEqual([null, null, null, null, null, null]);
    expect(fake.commands.map((c) => c.type)).toEqual([
      'rewrite',
      'append',
      'append',
      'append',
      'append',
      'append',
    ]);
    expect(await journal.read('d1')).toEqual(current);
    expect(await journal.ids()).toEqual(['d1']);
  });

  it('writes the whole journal again when the draft was renamed', async () => {
    const fake = fakeWorker();
    const journal = createOpfsJournal(() => fake.worker, fake.reader);
    const { current } = typeInto(journal, letters('ab'));
    const renamed = typeInto(journal, letters('abc', 3), { ...current, name: 'Summer' }).current;
    await settled();
    expect(fake.commands.map((c) => c.type)).toEqual([
      'rewrite',
      'append',
      'rewrite',
      'append',
      'append',
    ]);
    expect(await journal.read('d1')).toEqual(renamed);
  });

  it('writes the whole journal again after a failed write', async () => {
    const fake = fakeWorker();
    const journal = createOpfsJournal(() => fake.worker, fake.reader);
    const first = typeInto(journal, letters('ab'));
    await settled();
    fake.memory.state.failWrites = 1;
    const second = typeInto(journal, letters('abc', 3), first.current);
    await settled();
    // The appends after the failed one are refused too: the file would have a hole.
    expect(second.answers).toEqual(['quota', 'unavailable', 'unavailable']);
    const last = typeInto(journal, [{ at: 9, path: 'id', value: 'x' }], second.current);
    await settled();
    expect(last.answers).toEqual([null]);
    expect(fake.commands.at(-1)?.type).toBe('rewrite');
    expect(await journal.read('d1')).toEqual(last.current);
  });

  it('writes it whole once the appends outweigh it, so the file stays small', async () => {
    const fake = fakeWorker();
    const journal = createOpfsJournal(() => fake.worker, fake.reader);
    const long = 'x'.repeat(800);
    const { current } = typeInto(journal, letters(long));
    await settled();
    const rewrites = fake.commands.filter((c) => c.type === 'rewrite').length;
    expect(rewrites).toBeGreaterThan(1);
    expect(fake.memory.text('d1.jsonl')?.length).toBeLessThan(200_000);
    expect(await journal.read('d1')).toEqual(current);
  });

  it('forgets the file, and lets it go for another tab', async () => {
    const fake = fakeWorker();
    const journal = createOpfsJournal(() => fake.worker, fake.reader);
    typeInto(journal, letters('ab'));
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

    const fake = fakeWorker();
    fake.worker.postMessage = () => undefined;
    const journal = createOpfsJournal(() => fake.worker, fake.reader);
    const { answers } = typeInto(journal, letters('ab'));
    fake.crash();
    expect(answers).toEqual(['unavailable', 'unavailable']);
    expect(journal.keep({ ...header, edits: [] }, null, () => undefined)).toBe(false);
  });
});
