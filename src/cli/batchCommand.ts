import { plural } from '../io/verdict';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseCsv } from 'csv-parse';
import { quote } from '../io/describeValue';
import { exportDocument } from '../io/exportDocument';
import { saveLinkClaims } from '../io/saveLink/saveLinkClaims';
import { signSaveLink, type SaveLinkSigner } from '../io/saveLink/signSaveLink';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { batchColumns, isBlankRow, rowObject, type BatchColumn } from './batchColumns';
import { fileNameProblem } from './batchFileName';
import { csvLine } from './csvCell';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { startProgress } from './progress';
import { originOption } from './saveLinkCommand';
import { readPassFile } from './saveLinkPassFile';
import { readSaveLinkKey } from './saveLinkKey';
import { UsageError } from './usage';

/** A row (the header too) is read whole before it is handled: this bounds it. */
export const MAX_ROW_BYTES = 1024 * 1024;

/** Control characters from a cell would drive the terminal: messages show them as \uXXXX. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/g;
const visible = (text: string) =>
  text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** csv-parse's errors in words; the row is where the parser stopped. */
function csvProblem(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'CSV_MAX_RECORD_SIZE':
      return `the row is longer than the ${MAX_ROW_BYTES / 1024 / 1024} MB a row may have; the rows before it are done`;
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quote opened in this row is never closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quoted cell goes on after its closing quote (write a quote inside a cell as "")';
    default:
      return error.message;
  }
}

async function fileSize(file: string): Promise<number | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats?.isFile() && stats.size > 0 ? stats.size : undefined;
}

/**
 * `pass-studio batch`: one object per CSV row from a template. Rows are read as a stream and
 * handled one at a time, so memory stays flat however long the file is (only the ids seen are
 * kept, to refuse duplicates), and bounded whatever the header (see batchColumns). Rows are
 * numbered as a spreadsheet shows them: the header is row 1, empty rows count. A problem in a
 * row is that row's; later rows still run. Exit 0 every row valid, 1 some row invalid, 2 bad
 * usage, a bad header or unreadable input.
 */
export async function batchCommand(args: string[], out: Output): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      template: { type: 'string' },
      csv: { type: 'string' },
      'out-dir': { type: 'string' },
      key: { type: 'string' },
      origin: { type: 'string', multiple: true },
      kind: { type: 'string' },
      short: { type: 'boolean' },
    },
  });
  if (positionals.length > 0)
    throw new UsageError(`batch takes no FILE arguments (got ${positionals[0]})`);
  if (!values.template || !values.csv)
    throw new UsageError('batch needs --template OBJECT.json and --csv ROWS.csv');
  const origins = (values.origin ?? []).map(originOption);
  const template = await readPassFile(values.template, kindOption(values.kind), out);
  if (!template.ok) return 2;
  let signer: SaveLinkSigner | undefined;
  if (values.key !== undefined) {
    signer = await readSaveLinkKey(values.key, out);
    if (!signer) return 2;
  }
  const outDir = values['out-dir'];
  if (outDir !== undefined) await mkdir(outDir, { recursive: true });

  const csvName = values.csv;
  const root = introspect(resourceSchemas[template.kind]);
  const size = await fileSize(csvName);
  const parser = parseCsv({ bom: true, relax_column_count: true, max_record_size: MAX_ROW_BYTES });
  // pipe() does not forward a read error (a missing file): hand it to the loop below.
  const input = createReadStream(csvName).on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  const progress = startProgress(out, 'batch', 'rows');
  let columns: BatchColumn[] | undefined;
  let row = 0;
  let written = 0;
  let problems = 0;
  // By file name: on macOS and Windows "A.x.json" and "a.x.json" are one file.
  const seen = new Map<string, { row: number; id: string }>();
  const fail = (message: string) => {
    problems++;
    progress.out.stderr(`${csvName}: row ${row}: ${visible(message)}\n`);
  };

  const handle = async (record: string[], columns: readonly BatchColumn[]) => {
    if (isBlankRow(record)) return;
    const made = rowObject(template.document, columns, record);
    if ('problems' in made) return made.problems.forEach(fail);
    const { document } = made;
    const result = exportDocument(document, template.kind);
    if (!result.ok) {
      for (const issue of result.issues.filter((i) => i.severity === 'error'))
        fail(`${issue.path || '(root)'} ${issue.message}`);
      return;
    }
    const id = typeof document.id === 'string' ? document.id : '';
    const problem = fileNameProblem(id);
    if (problem) return fail(`id ${quote(id)} ${problem}`);
    const key = outDir === undefined ? id : id.toLowerCase();
    const first = seen.get(key);
    if (first?.id === id) return fail(`id ${quote(id)} is already used by row ${first.row}`);
    if (first)
      return fail(
        `id ${quote(id)} names the same file as row ${first.row}'s ${quote(first.id)} on macOS and Windows, which ignore case`,
      );
    seen.set(key, { row, id });
    if (outDir !== undefined) {
      try {
        await writeFile(join(outDir, `${id}.json`), result.json);
      } catch (error) {
        return fail(
          `cannot write ${id}.json: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        );
      }
    }
    written++;
    if (!signer) return;
    const built = saveLinkClaims([{ kind: template.kind, document, name: `row ${row}` }], {
      issuer: signer.clientEmail,
      origins,
      form: values.short ? 'short' : 'full',
    });
    if (!built.ok) return fail(built.message);
    progress.out.stdout(csvLine([row, id, (await signSaveLink(built.claims, signer)).url]));
  };

  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (!columns) {
        columns = batchColumns(record, root);
        if (signer) progress.out.stdout(csvLine(['row', 'id', 'url']));
        continue;
      }
      try {
        await handle(record, columns);
      } catch (error) {
        fail((error as Error).message);
      }
      progress.advance(row - 1, size === undefined ? undefined : input.bytesRead / size);
    }
  } catch (error) {
    progress.finish();
    input.destroy();
    const csvError = error as NodeJS.ErrnoException & { records?: number };
    const at = columns
      ? `row ${(csvError.records ?? row) + 1}: `
      : csvError.code?.startsWith('CSV_') || !csvError.code
        ? 'row 1: '
        : '';
    out.stderr(`pass-studio: ${csvName}: ${at}${visible(csvProblem(csvError))}\n`);
    return 2;
  }
  progress.finish();
  if (!columns) {
    out.stderr(
      `pass-studio: ${csvName}: no header row: the first row names the field of each column\n`,
    );
    return 2;
  }
  const where = outDir === undefined ? 'checked' : `written to ${outDir}`;
  out.stderr(
    `${csvName}: ${plural(written, 'object')} ${where}, ${problems === 0 ? 'no invalid rows' : `${plural(problems, 'problem')} in invalid rows`}\n`,
  );
  return problems > 0 ? 1 : 0;
}
