import { editLine, headerLine, journalText, readJournalText } from './journalLog';
import { journalFileName, type JournalCommand, type JournalReply } from './journalWriter';
import type { StorageProblem } from '../storageProblem';
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

type Done = (problem: Reason | null) => void;

/** One draft's file as this tab writes it: one write in flight, the edits after it waiting. */
interface FileState {
  header: string;
  /** Characters of the last whole writing, and appended since. */
  whole: number;
  appended: number;
  latest: UnsavedEdits;
  /** Lines to append once the write in flight is answered; or the whole journal, when `rewrite`. */
  lines: string[];
  rewrite: boolean;
  waiting: Done[];
  inFlight: boolean;
  closed: boolean;
}

/**
 * The emergency copy in a file per draft (the origin private file system), written by a worker
 * through a synchronous handle and flushed per write: a write the worker answered survives the
 * browser's end. Each keystroke appends a line; the whole journal is written again when the
 * appends outweigh it, after a failure, or when the draft's name changed. While a write is in
 * flight the next edits wait and go in one write, so a slow disk (a 5 MB text takes ~300 ms)
 * never queues more than one write per draft.
 */
export function createOpfsJournal(
  startWorker: (() => JournalWorker) | null,
  reader: JournalReader | null,
): OpfsJournal {
  let worker: JournalWorker | null = null;
  let dead = startWorker === null;
  let nextSeq = 0;
  const answers = new Map<number, Done>();
  const files = new Map<string, FileState>();

  const fail = () => {
    dead = true;
    answers.forEach((done) => done('unavailable'));
    answers.clear();
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
      answers.get(data.seq)?.(data.problem);
      answers.delete(data.seq);
    });
    worker.addEventListener('error', fail);
    return worker;
  }
  function post(command: JournalCommand, done?: Done) {
    const running = started();
    if (!running) return false;
    if (done) answers.set(command.seq, done);
    running.postMessage(command);
    return true;
  }

  function write(id: string, file: FileState) {
    const { rewrite, waiting } = file;
    const text = rewrite ? journalText(file.latest) : file.lines.join('');
    if (rewrite) [file.whole, file.appended] = [text.length, 0];
    else file.appended += text.length;
    Object.assign(file, { lines: [], rewrite: false, waiting: [], inFlight: true });
    const answered = (problem: Reason | null) => {
      file.inFlight = false;
      // The file may now lack this write: the next one writes it whole.
      if (problem) Object.assign(file, { rewrite: true, lines: [] });
      waiting.forEach((done) => done(problem));
      if (file.waiting.length > 0 && !file.closed) write(id, file);
    };
    const type = rewrite ? 'rewrite' : 'append';
    if (!post({ type, id, seq: ++nextSeq, text }, answered)) answered('unavailable');
  }

  function close(id: string) {
    const file = files.get(id);
    if (file) file.closed = true;
    files.delete(id);
  }

  return {
    warm: () => void started(),
    keep(journal, edit, done) {
      if (!started()) return false;
      const { id } = journal;
      const header = headerLine(journal);
      let file = files.get(id);
      if (!file) {
        file = {
          header,
          whole: 0,
          appended: 0,
          latest: journal,
          lines: [],
          rewrite: true,
          waiting: [],
          inFlight: false,
          closed: false,
        };
        files.set(id, file);
      }
      // A renamed draft: its first line changes.
      if (file.header !== header) Object.assign(file, { header, rewrite: true, lines: [] });
      file.latest = journal;
      file.waiting.push(done);
      if (!edit) file.rewrite = true;
      else if (!file.rewrite) file.lines.push(editLine(edit));
      const pending = file.lines.reduce((sum, line) => sum + line.length, 0);
      if (file.appended + pending > Math.max(MIN_APPENDS, file.whole)) file.rewrite = true;
      if (!file.inFlight) write(id, file);
      return true;
    },
    forget(id) {
      close(id);
      post({ type: 'forget', id, seq: ++nextSeq });
    },
    release(id) {
      close(id);
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
