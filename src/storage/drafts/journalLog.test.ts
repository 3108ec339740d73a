import { describe, expect, it } from 'vitest';
import { editLine, headerLine, journalText, readJournalText } from './journalLog';
import type { UnsavedEdits } from './unsavedEdits';

const header = { id: 'd1', kind: 'transitClass' as const, name: 'Metro', createdAt: 1 };
const journal: UnsavedEdits = {
  ...header,
  edits: [
    { at: 10, path: 'issuerName', value: 'Ferries\nand "Sons"' },
    { at: 11, path: 'hexBackgroundColor' },
    { at: 12, raw: '{\n  "id": "1.x",\n' },
  ],
};

describe('the journal file', () => {
  it('reads back what it wrote whole', () => {
    expect(readJournalText(journalText(journal))).toEqual(journal);
  });

  it.each<[string, string, UnsavedEdits | null]>([
    [
      'appended lines fold as they were kept (typing in one field keeps its newest value)',
      headerLine(header) +
        editLine({ at: 10, path: 'issuerName', value: 'F' }) +
        editLine({ at: 11, path: 'issuerName', value: 'Fe' }) +
        editLine({ at: 12, path: 'id', value: '1.x' }),
      {
        ...header,
        edits: [
          { at: 11, path: 'issuerName', value: 'Fe' },
          { at: 12, path: 'id', value: '1.x' },
        ],
      },
    ],
    [
      'a last line a crash cut short is left out',
      journalText(journal) + '{"at":13,"path":"issuerName","val',
      journal,
    ],
    ['an empty file holds nothing', '', null],
    ['a file without its header holds nothing', editLine({ at: 1, path: 'id', value: 'x' }), null],
    [
      'a line that is no edit is left out',
      headerLine(header) + '{"at":"soon"}\n[]\n' + editLine({ at: 5, document: { id: 'a' } }),
      { ...header, edits: [{ at: 5, document: { id: 'a' } }] },
    ],
  ])('%s', (_name, text, expected) => {
    expect(readJournalText(text)).toEqual(expected);
  });
});
