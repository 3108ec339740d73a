import { mapLimit } from './mapLimit';
import { MAX_INPUT_BYTES, readRegularBytes } from './readRegularFile';

/** Enough parallel reads to hide disk latency without exhausting file handles in a batch. */
const READ_CONCURRENCY = 32;

export type Input = { file: string; bytes: Uint8Array } | { file: string; error: string };

/**
 * Reads every file's bytes, concurrently but bounded; an unreadable file carries its reason.
 * Decoding is parseBytes' job, so that bytes that are not UTF-8 are reported, not replaced.
 */
export function readInputs(files: readonly string[]): Promise<Input[]> {
  return mapLimit(files, READ_CONCURRENCY, async (file) => {
    const read = await readRegularBytes(file, MAX_INPUT_BYTES);
    return 'problem' in read ? { file, error: read.problem } : { file, bytes: read.bytes };
  });
}
