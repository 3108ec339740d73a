import { writeFile } from 'node:fs/promises';
import { applyFixes, type AppliedFix } from '../io/fix/applyFixes';
import type { JsonPatch } from '../io/fix/jsonPatch';
import { parseBytes } from '../io/parseBytes';
import type { ResourceKind } from '../schema/resources';
import type { Output } from './output';
import type { Input } from './readInputs';

export type FixMode = 'write' | 'dry-run';

/** What --fix found for one file: the fixes it applies, or why the file is left as it is. */
type FileFix =
  | { file: string; skipped: string }
  | { file: string; applied: AppliedFix[]; patch: JsonPatch; text: string };

function fixFile(file: string, bytes: Uint8Array, kind: ResourceKind | undefined): FileFix {
  const result = parseBytes(bytes, kind);
  if (!result.kind || result.document === undefined)
    return { file, skipped: 'its kind or its JSON cannot be read' };
  // A file the spec refuses is never rewritten: what it means is not certain.
  if (result.issues.some((issue) => issue.severity === 'error'))
    return { file, skipped: 'it is invalid; fix its errors first' };
  const { document, applied, patch } = applyFixes(result.document, result.kind);
  return { file, applied, patch, text: `${JSON.stringify(document, null, 2)}\n` };
}

/**
 * `validate --fix` and `--fix-dry-run`: applies the certain fixes of each readable, valid file
 * (src/io/fix). `write` writes each changed file and says on stderr what changed, then returns
 * the inputs as fixed, so the report is of the files as written; `dry-run` prints one JSON
 * object of each file's JSON Patch on stdout and changes nothing.
 */
export async function fixInputs(
  inputs: readonly Input[],
  kind: ResourceKind | undefined,
  mode: FixMode,
  out: Output,
): Promise<Input[]> {
  const patches: Record<string, JsonPatch> = {};
  const fixed = await Promise.all(
    inputs.map(async (input): Promise<Input> => {
      if ('error' in input) return input;
      const fix = fixFile(input.file, input.bytes, kind);
      if ('skipped' in fix) {
        out.stderr(`pass-studio: not fixed ${fix.file}: ${fix.skipped}\n`);
        return input;
      }
      patches[fix.file] = fix.patch;
      if (mode === 'dry-run' || fix.applied.length === 0) return input;
      await writeFile(fix.file, fix.text);
      for (const { where, name } of fix.applied)
        out.stderr(`fixed ${fix.file}: ${where}: ${name}\n`);
      return { file: input.file, bytes: new TextEncoder().encode(fix.text) };
    }),
  );
  if (mode === 'dry-run') out.stdout(`${JSON.stringify(patches, null, 2)}\n`);
  return fixed;
}
