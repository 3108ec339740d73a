import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { decodeUtf8 } from '../io/decodeUtf8';

/** A pass, a link or the e-mail holding one is far smaller; nothing larger is read whole. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** A service-account key file is a few KB; nothing larger is worth reading as one. */
export const MAX_KEY_BYTES = 64 * 1024;

export type ReadBytes = { bytes: Uint8Array } | { problem: string };
export type ReadText = { text: string } | { problem: string };

function notRegular(stats: Stats): string {
  if (stats.isDirectory()) return 'it is a folder, not a file';
  if (stats.isFIFO()) return 'it is a pipe (FIFO), not a regular file';
  if (stats.isCharacterDevice() || stats.isBlockDevice())
    return 'it is a device, not a regular file';
  if (stats.isSocket()) return 'it is a socket, not a regular file';
  return 'it is not a regular file';
}

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${Math.ceil(bytes / 1024 / 1024)} MB`;

const tooLarge = (maxBytes: number) => `it is more than the ${size(maxBytes)} read`;

function openProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a folder, not a file';
  if (code === 'EACCES' || code === 'EPERM') return 'no permission to read it';
  return code ?? (error as Error).message;
}

/**
 * The bytes of a regular file of at most `maxBytes`, or why they were not read. A pipe, a device,
 * a folder or a larger file is refused by its stat, before it is opened; the file is then opened
 * without blocking (a FIFO swapped in meanwhile must not wait for a writer) and refused unless it
 * is still the same regular file.
 */
export async function readRegularBytes(path: string, maxBytes: number): Promise<ReadBytes> {
  let before: Stats;
  try {
    before = await stat(path);
  } catch (error) {
    return { problem: openProblem(error) };
  }
  if (!before.isFile()) return { problem: notRegular(before) };
  if (before.size > maxBytes)
    return { problem: `it is ${size(before.size)}, more than the ${size(maxBytes)} read` };
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return { problem: openProblem(error) };
  }
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) return { problem: notRegular(opened) };
    if (opened.ino !== before.ino || opened.dev !== before.dev)
      return { problem: 'it was replaced while it was being read' };
    // Room for one byte more than stat said: a file that grew since is read on, to the bound.
    let buffer = new Uint8Array(Math.min(opened.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > maxBytes) return { problem: tooLarge(maxBytes) };
      if (length === buffer.length) {
        const grown = new Uint8Array(Math.min(buffer.length * 2, maxBytes + 1));
        grown.set(buffer);
        buffer = grown;
      }
    }
    return { bytes: buffer.subarray(0, length) };
  } catch (error) {
    return { problem: openProblem(error) };
  } finally {
    await handle.close();
  }
}

/** Bytes as text, or why not: bytes that are not UTF-8 are refused at their byte, line and column. */
export function utf8Text(read: ReadBytes): ReadText {
  if ('problem' in read) return read;
  const decoded = decodeUtf8(read.bytes);
  if (decoded.ok) return { text: decoded.text };
  const { line, column, message } = decoded.issue;
  return { problem: `line ${line}, column ${column}: ${message}` };
}

/** The UTF-8 text of a regular file of at most `maxBytes` (see readRegularBytes), or why not. */
export async function readRegularFile(path: string, maxBytes: number): Promise<ReadText> {
  return utf8Text(await readRegularBytes(path, maxBytes));
}

/** All of a stream (standard input) as UTF-8 text, read no further than `maxBytes`. */
export async function readStreamText(
  stream: AsyncIterable<Uint8Array | string>,
  maxBytes: number,
): Promise<ReadText> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk;
    length += bytes.length;
    if (length > maxBytes) return { problem: tooLarge(maxBytes) };
    chunks.push(bytes);
  }
  return utf8Text({ bytes: Buffer.concat(chunks) });
}
