import { parseBytes } from '../io/parseBytes';
import { plural } from '../io/verdict';
import type { ResourceKind } from '../schema/resources';
import type { Output } from './output';
import { MAX_INPUT_BYTES, readRegularBytes } from './readRegularFile';
import { issueLine } from './validateCommand';

export type PassFile =
  { ok: true; kind: ResourceKind; document: unknown } | { ok: false; code: 1 | 2 };

/**
 * Reads and parses one pass file for save-link, diff and batch. Problems go to stderr: an
 * unreadable file is code 2, an invalid one code 1 with each issue located.
 */
export async function readPassFile(
  file: string,
  kind: ResourceKind | undefined,
  out: Output,
): Promise<PassFile> {
  const read = await readRegularBytes(file, MAX_INPUT_BYTES);
  if ('problem' in read) {
    out.stderr(`pass-studio: cannot read ${file}: ${read.problem}\n`);
    return { ok: false, code: 2 };
  }
  // Bytes that are not UTF-8 are an error at their byte, as validate reports them.
  const parsed = parseBytes(read.bytes, kind);
  const errors = parsed.issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0 || !parsed.kind) {
    out.stderr(`${file}: invalid, ${plural(errors.length, 'error')}\n`);
    for (const issue of errors) out.stderr(issueLine(file, issue) + '\n');
    return { ok: false, code: 1 };
  }
  return { ok: true, kind: parsed.kind, document: parsed.document };
}
