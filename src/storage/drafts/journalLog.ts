import { addEdit, type UnsavedEdit, type UnsavedEdits } from './unsavedEdits';

/**
 * The emergency copy as a file: a line with what recreates the draft, then one line per edit,
 * appended as they happen. JSON escapes line breaks, so a line is one record; a record a crash
 * cut short is the last line and is left out when read.
 */
export type JournalHeader = Omit<UnsavedEdits, 'edits'>;

export const headerLine = ({ id, kind, name, createdAt }: JournalHeader): string =>
  JSON.stringify({ id, kind, name, createdAt }) + '\n';

export const editLine = (edit: UnsavedEdit): string => JSON.stringify(edit) + '\n';

/** The whole journal as the file holds it after a rewrite. */
export const journalText = (journal: UnsavedEdits): string =>
  headerLine(journal) + journal.edits.map(editLine).join('');

const isHeader = (value: unknown): value is JournalHeader =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as JournalHeader).id === 'string' &&
  typeof (value as JournalHeader).kind === 'string' &&
  typeof (value as JournalHeader).name === 'string' &&
  typeof (value as JournalHeader).createdAt === 'number';

const isEdit = (value: unknown): value is UnsavedEdit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UnsavedEdit).at === 'number' &&
  ('path' in value || 'document' in value || 'raw' in value);

function record(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The journal a file holds, its edits folded as they were kept; null when there is none. */
export function readJournalText(text: string): UnsavedEdits | null {
  const [first = '', ...rest] = text.split('\n');
  const header = record(first);
  if (!isHeader(header)) return null;
  const { id, kind, name, createdAt } = header;
  return rest
    .map(record)
    .filter(isEdit)
    .reduce(addEdit, { id, kind, name, createdAt, edits: [] } as UnsavedEdits);
}
