import { toStorageProblem, type StorageProblem } from '../storageProblem';

/** The part of a `FileSystemSyncAccessHandle` the journal uses: synchronous, in a worker. */
export interface SyncFile {
  getSize(): number;
  truncate(size: number): void;
  write(data: Uint8Array, options: { at: number }): number;
  flush(): void;
  close(): void;
}

/** Where the journal files live (the origin private file system, or memory in tests). */
export interface JournalFiles {
  open(name: string): Promise<SyncFile>;
  /** Removes a file; one that is not there is no error. */
  remove(name: string): Promise<void>;
}

/**
 * What the page asks of the journal's worker: add lines to a draft's file, write it anew, remove
 * it (nothing left unsaved), or let it go (another tab may take the draft over).
 */
export type JournalCommand =
  | { type: 'append'; id: string; seq: number; text: string }
  | { type: 'rewrite'; id: string; seq: number; text: string }
  | { type: 'forget'; id: string; seq: number }
  | { type: 'release'; id: string; seq: number };

/** The answer to each command, in order: `problem` is null once the bytes are flushed. */
export interface JournalReply {
  id: string;
  seq: number;
  problem: StorageProblem['reason'] | null;
}

/** The sub-folder of the origin private file system that holds the journal files. */
export const JOURNAL_FOLDER = 'unsaved-edits';

export const journalFileName = (id: string) => `${encodeURIComponent(id)}.jsonl`;

// Another tab's worker may still hold a file it is letting go of: try again for about 1.5 s.
const BUSY_RETRIES_MS = [20, 50, 100, 200, 400, 800];

const isBusy = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'NoModificationAllowedError' || error.name === 'InvalidStateError');

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const encoder = new TextEncoder();

/**
 * The worker's side of the journal: runs commands one after another, writing each draft's file
 * through a synchronous handle and flushing it before answering, so an answered write survives
 * the browser's end. A failed write is cut back off the file, and the draft's later appends are
 * refused until a rewrite puts the whole journal back.
 */
export function createJournalWriter(
  files: JournalFiles,
  reply: (message: JournalReply) => void,
  wait: (ms: number) => Promise<void> = delay,
): (command: JournalCommand) => void {
  const handles = new Map<string, SyncFile>();
  const broken = new Set<string>();
  let queue = Promise.resolve();

  async function retried<T>(work: () => Promise<T>): Promise<T> {
    for (const pause of [...BUSY_RETRIES_MS, null]) {
      try {
        return await work();
      } catch (error) {
        if (pause === null || !isBusy(error)) throw error;
        await wait(pause);
      }
    }
    throw new Error('unreachable');
  }

  async function handle(id: string): Promise<SyncFile> {
    const open = handles.get(id);
    if (open) return open;
    const file = await retried(() => files.open(journalFileName(id)));
    handles.set(id, file);
    return file;
  }

  function close(id: string) {
    handles.get(id)?.close();
    handles.delete(id);
  }

  async function run(command: JournalCommand): Promise<void> {
    const { id } = command;
    if (command.type === 'release') return close(id);
    if (command.type === 'forget') {
      close(id);
      broken.delete(id);
      return retried(() => files.remove(journalFileName(id)));
    }
    if (command.type === 'append' && broken.has(id))
      throw new DOMException('An earlier write failed', 'InvalidStateError');
    broken.add(id);
    const file = await handle(id);
    const at = command.type === 'append' ? file.getSize() : 0;
    const bytes = encoder.encode(command.text);
    try {
      if (command.type === 'rewrite') file.truncate(0);
      if (file.write(bytes, { at }) !== bytes.length)
        throw new DOMException('The file was not written whole', 'QuotaExceededError');
      file.flush();
    } catch (error) {
      try {
        file.truncate(at);
      } catch {
        // The rewrite that follows truncates it anyway.
      }
      throw error;
    }
    broken.delete(id);
  }

  return (command) => {
    const { id, seq } = command;
    queue = queue
      .then(() => run(command))
      .then(
        () => reply({ id, seq, problem: null }),
        (error: unknown) =>
          reply({
            id,
            seq,
            problem: isBusy(error) ? 'unavailable' : toStorageProblem(error).reason,
          }),
      );
  };
}
