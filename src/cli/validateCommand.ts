import { parseArgs } from 'node:util';
import { parseBytes } from '../io/parseBytes';
import { imageUris } from '../io/readiness';
import { fileReport, type FileReport } from './fileReport';
import { fixInputs, type FixMode } from './fixInputs';
import { formatReports, FORMATS, type Format } from './formatReports';
import { kindOption } from './kindOption';
import { fetchableImages, measureImages } from './measureImages';
import type { Output } from './output';
import { startProgress } from './progress';
import { readInputs } from './readInputs';
import { UsageError } from './usage';

export { issueLine } from './formatReports';

function formatOption(format: string | undefined, json: boolean | undefined): Format {
  if (format !== undefined && json) throw new UsageError('use either --json or --format, not both');
  if (json) return 'json';
  if (format === undefined) return 'text';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`unknown format “${format}”; use one of ${FORMATS.join(', ')}`);
  }
  return format as Format;
}

/**
 * `pass-studio validate`: a verdict per file; exit 1 when any file is invalid (or, under
 * --strict, has any warning). Warnings never change the exit code without --strict. With
 * --check-images, the images of every file are fetched together, under one budget.
 */
export async function validateCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      json: { type: 'boolean' },
      strict: { type: 'boolean' },
      format: { type: 'string' },
      'check-images': { type: 'boolean' },
      'test-only-allow-loopback': { type: 'boolean' },
      fix: { type: 'boolean' },
      'fix-dry-run': { type: 'boolean' },
    },
  });
  if (values.fix && values['fix-dry-run'])
    throw new UsageError('use either --fix or --fix-dry-run, not both');
  const fixing: FixMode | undefined = values.fix
    ? 'write'
    : values['fix-dry-run']
      ? 'dry-run'
      : undefined;
  const kind = kindOption(values.kind);
  const format = formatOption(values.format, values.json);
  const strict = values.strict === true;
  if (values['test-only-allow-loopback'] && !values['check-images'])
    throw new UsageError('--test-only-allow-loopback goes only with --check-images');
  if (positionals.length === 0) throw new UsageError('validate needs at least one FILE');
  const read = await readInputs(positionals);
  const inputs = fixing ? await fixInputs(read, kind, fixing, out) : read;
  let unreadable = false;
  const reports: (FileReport | undefined)[] = [];
  const withImages: { index: number; bytes: Uint8Array; uris: string[] }[] = [];
  const progress = startProgress(out, 'validate', 'files', inputs.length);
  for (const [index, input] of inputs.entries()) {
    if ('error' in input) {
      progress.out.stderr(`pass-studio: cannot read ${input.file}: ${input.error}\n`);
      unreadable = true;
    } else {
      const result = parseBytes(input.bytes, kind);
      if (values['check-images'] && result.kind && result.document !== undefined) {
        const uris = imageUris(result.document, result.kind);
        if (uris.length > 0) withImages.push({ index, bytes: input.bytes, uris });
      }
      reports[index] = fileReport(input.file, result.kind, result.issues, strict);
    }
    progress.advance(index + 1);
  }
  progress.finish();
  if (withImages.length > 0) {
    const images = await checkImages(
      withImages.flatMap(({ uris }) => uris),
      out,
      values['test-only-allow-loopback'] === true,
    );
    for (const { index, bytes } of withImages) {
      const result = parseBytes(bytes, kind, { images });
      reports[index] = fileReport(reports[index]!.file, result.kind, result.issues, strict);
    }
  }
  const done = reports.filter((report) => report !== undefined);
  // A dry run's output is its patches alone; the exit code is still the files' verdict.
  if (fixing !== 'dry-run') out.stdout(formatReports(done, format, strict));
  return unreadable ? 2 : done.some((r) => !r.valid) ? 1 : 0;
}

/** Measures the images of every file at once, with a progress line; says what went unchecked. */
async function checkImages(uris: readonly string[], out: Output, allowLoopback: boolean) {
  const fetched = fetchableImages(uris);
  const progress = startProgress(out, 'images', 'images', fetched.length);
  const images = await measureImages(fetched, {
    allowLoopback,
    onProgress: (done) => progress.advance(done),
  });
  progress.finish();
  const unchecked = [...images.values()].filter((m) => typeof m === 'object' && 'notChecked' in m);
  if (unchecked.length > 0)
    out.stderr(
      `pass-studio: ${unchecked.length} of ${fetched.length} images not checked: the time for image checks ran out; the report names each\n`,
    );
  return images;
}
