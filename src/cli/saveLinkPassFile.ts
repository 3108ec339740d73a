import { plural } from '../io/verdict';
import { readFile } from 'node:fs/promises';
import { parse } from '../io/parse';
import type { ResourceKind } from '../schema/resources';
import type { Output } from './output';
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
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    out.stderr(`pass-studio: cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code}\n`);
    return { ok: false, code: 2 };
  }
  const parsed = parse(text, kind);
  const errors = parsed.issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0 || !parsed.kind) {
    out.stderr(`${file}: invalid, ${plural(errors.length, 'error')}\n`);
    for (const issue of errors) out.stderr(issueLine(file, issue) + '\n');
    return { ok: false, code: 1 };
  }
  return { ok: true, kind: parsed.kind, document: parsed.document };
}
