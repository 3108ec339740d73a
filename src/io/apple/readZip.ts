import { unzipSync, type UnzipFileInfo } from 'fflate';
import { entryNameProblem } from './entryNameProblem';
import { PACKAGE_LIMITS, sizeWords } from './packageLimits';

export type ZipResult = { ok: true; files: Map<string, Uint8Array> } | { ok: false; error: string };

class Refusal extends Error {}

/**
 * The files of a zip, refused before expanding when the archive is larger, holds more entries,
 * or declares larger files than `PACKAGE_LIMITS` allows, or names a file outside itself. Declared
 * sizes are checked first, the sizes actually expanded after (a zip may lie about them).
 */
export function readZip(bytes: Uint8Array, limits = PACKAGE_LIMITS): ZipResult {
  if (bytes.length > limits.packageBytes) {
    return {
      ok: false,
      error: `The package is ${sizeWords(bytes.length)}; at most ${sizeWords(limits.packageBytes)} is read.`,
    };
  }
  let entries = 0;
  let declared = 0;
  const refuse = (info: UnzipFileInfo): boolean => {
    entries += 1;
    declared += info.originalSize;
    const problem = entryNameProblem(info.name);
    if (problem) throw new Refusal(`The file “${info.name}” inside the package ${problem}.`);
    if (entries > limits.entries)
      throw new Refusal(`The package holds more than ${limits.entries} files.`);
    if (info.originalSize > limits.entryBytes) {
      throw new Refusal(
        `“${info.name}” would expand to ${sizeWords(info.originalSize)}; at most ${sizeWords(limits.entryBytes)} a file is read.`,
      );
    }
    if (declared > limits.totalBytes) {
      throw new Refusal(`The package would expand to more than ${sizeWords(limits.totalBytes)}.`);
    }
    return !info.name.endsWith('/');
  };
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, { filter: refuse });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.message };
    return { ok: false, error: 'The file is not a readable zip package (.pkpass).' };
  }
  let total = 0;
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(unzipped)) {
    total += data.length;
    if (data.length > limits.entryBytes || total > limits.totalBytes) {
      return { ok: false, error: `“${name}” expands to more than the package said.` };
    }
    files.set(name, data);
  }
  return { ok: true, files };
}
