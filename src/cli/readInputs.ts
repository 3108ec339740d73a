import { readFile } from 'node:fs/promises';
import { mapLimit } from './mapLimit';

/** Enough parallel reads to hide disk latency without exhausting file handles in a batch. */
const READ_CONCURRENCY = 32;

export type Input = { file: string; bytes: Uint8Array } | { file: string; error: string };

/**
 * Reads every file's bytes, concurrently but bounded; an unreadable file carries its reason.
 * Decoding is parseBytes' job, so that bytes that are not UTF-8 are reported, not replaced.
 */
export function readInputs(files: readonly string[]): Promise<Input[]> {
  return mapLimit(files, READ_CONCURRENCY, async (file) => {
    try {
      return { file, bytes: await readFile(file) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? 'no such file'
          : code === 'EISDIR'
            ? 'is a directory'
            : (error as Error).message;
      return { file, error: reason };
    }
  });
}
