import { parseArgs } from 'node:util';
import { compareExports } from '../io/diff/compareExports';
import type { FieldChange } from '../io/diff/diffValues';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { readPassFile } from './saveLinkPassFile';
import { UsageError } from './usage';

const MAX_VALUE = 80;

const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE ? text.slice(0, MAX_VALUE - 1) + '…' : text;
};

/** One change as a line: `~ /path: before → after`, `+ /path: value`, `- /path: value`. */
export function changeLine(change: FieldChange): string {
  if (change.change === 'added') return `+ ${change.path}: ${show(change.after)}`;
  if (change.change === 'removed') return `- ${change.path}: ${show(change.before)}`;
  return `~ ${change.path}: ${show(change.before)} → ${show(change.after)}`;
}

/**
 * `pass-studio diff OLD NEW`: the field-level difference of the compliant exports; with
 * --patch, the body of a PATCH request. Exit 0 equal, 1 different, 2 error.
 */
export async function diffCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { kind: { type: 'string' }, patch: { type: 'boolean' } },
  });
  if (positionals.length !== 2) throw new UsageError('diff needs two files: OLD NEW');
  const [oldFile, newFile] = positionals as [string, string];
  const kind = kindOption(values.kind);
  const before = await readPassFile(oldFile, kind, out);
  const after = await readPassFile(newFile, kind, out);
  if (!before.ok || !after.ok) return 2;
  if (before.kind !== after.kind) {
    out.stderr(
      `pass-studio: ${oldFile} is a ${before.kind} but ${newFile} is a ${after.kind}; pass --kind if one was misread\n`,
    );
    return 2;
  }
  const result = compareExports(before.document, after.document, before.kind);
  if (!result.ok) {
    out.stderr(`pass-studio: ${result.side === 'before' ? oldFile : newFile} cannot be exported\n`);
    return 2;
  }
  if (!values.patch) {
    if (result.changes.length === 0) out.stdout('no changes\n');
    for (const change of result.changes) out.stdout(changeLine(change) + '\n');
    return result.changes.length === 0 ? 0 : 1;
  }
  if (result.changes.length === 0) {
    out.stderr('no changes: nothing to PATCH\n');
    return 0;
  }
  if (!result.patch.body) {
    out.stderr('pass-studio: PATCH cannot remove a field; send the whole new document with PUT:\n');
    for (const change of result.patch.inexpressible) out.stderr(changeLine(change) + '\n');
    return 2;
  }
  out.stdout(JSON.stringify(result.patch.body, null, 2) + '\n');
  return 1;
}
