import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Stats } from 'node:fs';

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

/**
 * The text of a regular file of at most `maxBytes`, or why it was not read. A pipe, a device, a
 * folder or a larger file is refused at once: the file is opened without blocking (a FIFO
 * with no writer would otherwise wait forever) and judged by what was opened, not by a name
 * that could change in between.
 */
export async function readRegularFile(
  path: string,
  maxBytes: number,
): Promise<{ text: string } | { problem: string }> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { problem: 'no such file' };
    if (code === 'EISDIR') return { problem: 'it is a folder, not a file' };
    if (code === 'EACCES' || code === 'EPERM') return { problem: 'no permission to read it' };
    return { problem: code ?? (error as Error).message };
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return { problem: notRegular(stats) };
    if (stats.size > maxBytes)
      return { problem: `it is ${size(stats.size)}, more than the ${size(maxBytes)} read` };
    // Read one byte more than allowed: a file that grew since stat is caught too.
    const buffer = Buffer.alloc(maxBytes + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > maxBytes) return { problem: `it is more than the ${size(maxBytes)} read` };
    return { text: buffer.subarray(0, bytesRead).toString('utf8') };
  } catch (error) {
    return { problem: (error as NodeJS.ErrnoException).code ?? (error as Error).message };
  } finally {
    await handle.close();
  }
}
