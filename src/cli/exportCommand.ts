import { plural } from '../io/verdict';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { exportDocument } from '../io/exportDocument';
import { parseBytes } from '../io/parseBytes';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { startProgress } from './progress';
import { readInputs } from './readInputs';
import { UsageError } from './usage';
import { issueLine } from './validateCommand';

/** `pass-studio export`: compliant JSON to stdout (one file) or into --out-dir. */
export async function exportCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { kind: { type: 'string' }, 'out-dir': { type: 'string' } },
  });
  const kind = kindOption(values.kind);
  const outDir = values['out-dir'];
  if (positionals.length === 0) throw new UsageError('export needs at least one FILE');
  if (outDir === undefined && positionals.length > 1) {
    throw new UsageError('export of several files needs --out-dir DIR');
  }
  const names = positionals.map((file) => basename(file));
  const clash = names.find((name, i) => names.indexOf(name) !== i);
  if (outDir !== undefined && clash) {
    throw new UsageError(
      `two inputs are named ${clash}; their exports would overwrite each other in ${outDir}`,
    );
  }
  if (outDir !== undefined) await mkdir(outDir, { recursive: true });
  let status = 0;
  const inputs = await readInputs(positionals);
  const progress = startProgress(out, 'export', 'files', inputs.length);
  for (const [index, input] of inputs.entries()) {
    progress.advance(index);
    if ('error' in input) {
      progress.out.stderr(`pass-studio: cannot read ${input.file}: ${input.error}\n`);
      status = 2;
      continue;
    }
    const parsed = parseBytes(input.bytes, kind);
    const errors = parsed.issues.filter((i) => i.severity === 'error');
    const result =
      errors.length === 0 && parsed.kind ? exportDocument(parsed.document, parsed.kind) : undefined;
    if (!result?.ok) {
      progress.out.stderr(
        `${input.file}: not exported, ${plural(errors.length, 'error')}\n` +
          errors.map((issue) => issueLine(input.file, issue) + '\n').join(''),
      );
      status = Math.max(status, 1);
      continue;
    }
    if (outDir === undefined) out.stdout(result.json);
    else await writeFile(join(outDir, basename(input.file)), result.json);
  }
  progress.finish();
  return status;
}
