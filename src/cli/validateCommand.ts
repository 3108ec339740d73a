import { parseArgs } from 'node:util';
import { parseBytes } from '../io/parseBytes';
import { imageUris } from '../io/readiness';
import { fileReport, type FileReport } from './fileReport';
import { formatReports, FORMATS, type Format } from './formatReports';
import { kindOption } from './kindOption';
import { measureImages } from './measureImages';
import type { Output } from './output';
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
 * --strict, has any warning). Warnings never change the exit code without --strict.
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
    },
  });
  const kind = kindOption(values.kind);
  const format = formatOption(values.format, values.json);
  const strict = values.strict === true;
  if (positionals.length === 0) throw new UsageError('validate needs at least one FILE');
  const inputs = await readInputs(positionals);
  let unreadable = false;
  const reports: FileReport[] = [];
  for (const input of inputs) {
    if ('error' in input) {
      out.stderr(`pass-studio: cannot read ${input.file}: ${input.error}\n`);
      unreadable = true;
      continue;
    }
    let result = parseBytes(input.bytes, kind);
    if (values['check-images'] && result.kind && result.document !== undefined) {
      const images = await measureImages(imageUris(result.document, result.kind));
      if (images.size > 0) result = parseBytes(input.bytes, kind, { images });
    }
    reports.push(fileReport(input.file, result.kind, result.issues, strict));
  }
  out.stdout(formatReports(reports, format, strict));
  return unreadable ? 2 : reports.some((r) => !r.valid) ? 1 : 0;
}
