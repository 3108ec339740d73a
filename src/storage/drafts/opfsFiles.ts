import { JOURNAL_FOLDER } from './journalWriter';
import { createOpfsJournal, type JournalReader } from './opfsJournal';

// The page's side of the journal files: it reads them (a file a worker holds open can still be
// read); its worker (journalWorker.ts) alone writes them.

const isMissing = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotFoundError';

const journalFolder = async () =>
  (await navigator.storage.getDirectory()).getDirectoryHandle(JOURNAL_FOLDER);

/** The file system's answer, or `fallback` when the folder or file is not there. */
async function unlessMissing<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isMissing(error)) return fallback;
    throw error;
  }
}

const opfsReader: JournalReader = {
  list: () =>
    unlessMissing(async () => {
      const names: string[] = [];
      for await (const name of (await journalFolder()).keys()) names.push(name);
      return names;
    }, []),
  read: (name) =>
    unlessMissing(
      async () => (await (await (await journalFolder()).getFileHandle(name)).getFile()).text(),
      null,
    ),
};

const supported =
  typeof Worker !== 'undefined' &&
  typeof navigator !== 'undefined' &&
  typeof navigator.storage?.getDirectory === 'function';

/** This page's journal files; a browser without them refuses every `keep` at once. */
export const opfsJournal = createOpfsJournal(
  supported
    ? () => new Worker(new URL('./journalWorker.ts', import.meta.url), { type: 'module' })
    : null,
  supported ? opfsReader : null,
);
