import { editLine, headerLine, journalText, readJournalText } from './journalLog';
import {
  JOURNAL_FOLDER,
  journalFileName,
  type JournalCommand,
  type JournalReply,
} from './journalWriter';
import type { StorageProblem } from './storageProblem';
import type { UnsavedEdit, UnsavedEdits } from './unsavedEdits';

type Reason = StorageProblem['reason'];

/** The worker as the page sees it (a fake one in tests). */
export interface JournalWorker {
  postMessage(command: JournalCommand): void;
  addEventListener(type: 'message', listener: (event: { data: JournalReply }) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
}

/** Reads the journal files from the page; the worker alone writes them. */
export interface JournalReader {
  list(): Promise<string[]>;
  /** The file's text, or null when there is no such file. */
  read(name: string): Promise<string | null>;
}

export interface OpfsJournal {
  /** Starts the worker, so the first keystroke does not wait for it to load. */
  warm(): void;
  /**
   * Writes `journal`, whose newest edit is `edit` (null: write it whole); `done` hears whether
   * the bytes reached the disk. False at once when this browser has no such place.
   */
  keep(
    journal: UnsavedEdits,
    edit: UnsavedEdit | null,
    done: (problem: Reason | null) => void,
  ): boolean;
  forget(id: string): void;
  /** This tab stops writing draft `id`: another may take it over. */
  release(id: string): void;
  read(id: string): Promise<UnsavedEdits | null>;
  ids(): Promise<string[]>;
}

// A file grows by appends until they outweigh its last whole writing (or 64 KB), then is rewritten.
const MIN_APPENDS = 64 * 1024;

/**
 * The emergency copy in a file per draft (the origin private file system), written by a worker
 * through a synchronous handle and flushed per edit: a write the worker answered survives the
 * browser's end. Each keystroke appends a line; `keep` rewrites the whole journal when the
 * appends outweigh it, after a failure, or when the draft's name changed.
 */
export function createOpfsJournal(
  startWorker: (() => JournalWorker) | null,
  reader: JournalReader | null,
): OpfsJournal {
  let worker: JournalWorker | null = null;
  let dead = startWorker === null;
  let nextSeq = 0;
  const waiting = new Map<number, (problem: Reason | null) => void>();
  const files = new Map<string, { header: string; whole: number; appended: number }>();

  const fail = () => {
    dead = true;
    waiting.forEach((done) => done('unavailable'));
    waiting.clear();
  };
  function started(): JournalWorker | null {
    if (dead || !startWorker) return null;
    if (worker) return worker;
    try {
      worker = startWorker();
    } catch {
      fail();
      return null;
    }
    worker.addEventListener('message', ({ data }) => {
      if (data.problem) files.delete(data.id);
      waiting.get(data.seq)?.(data.problem);
      waiting.delete(data.seq);
    });
    worker.addEventListener('error', fail);
    return worker;
  }
  function post(command: JournalCommand, done?: (problem: Reason | null) => void) {
    const running = started();
    if (!running) return false;
    if (done) waiting.set(command.seq, done);
    running.postMessage(command);
    return true;
  }

  return {
    warm: () => void started(),
    keep(journal, edit, done) {
      const { id } = journal;
      const seq = ++nextSeq;
      const header = headerLine(journal);
      const file = files.get(id);
      if (
        edit &&
        file &&
        file.header === header &&
        file.appended < Math.max(MIN_APPENDS, file.whole)
      ) {
        const text = editLine(edit);
        file.appended += text.length;
        return post({ type: 'append', id, seq, text }, done);
      }
      const text = journalText(journal);
      files.set(id, { header, whole: text.length, appended: 0 });
      return post({ type: 'rewrite', id, seq, text }, done);
    },
    forget(id) {
      files.delete(id);
      post({ type: 'forget', id, seq: ++nextSeq });
    },
    release(id) {
      files.delete(id);
      if (worker) post({ type: 'release', id, seq: ++nextSeq });
    },
    async read(id) {
      const text = await reader?.read(journalFileName(id)).catch(() => null);
      return text ? readJournalText(text) : null;
    },
    async ids() {
      const names = (await reader?.list().catch(() => [])) ?? [];
      return names
        .filter((name) => name.endsWith('.jsonl'))
        .map((name) => decodeURIComponent(name.slice(0, -6)));
    },
  };
}

const isMissing = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotFoundError';

/** The journal files, read from the page (a file a worker holds open can still be read). */
const opfsReader: JournalReader = {
  async list() {
    try {
      const folder = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle(JOURNAL_FOLDER);
      const names: string[] = [];
      for await (const name of folder.keys()) names.push(name);
      return names;
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  },
  async read(name) {
    try {
      const folder = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle(JOURNAL_FOLDER);
      return await (await (await folder.getFileHandle(name)).getFile()).text();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
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
