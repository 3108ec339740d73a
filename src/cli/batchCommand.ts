import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseCsv } from 'csv-parse';
import { exportDocument } from '../io/exportDocument';
import { saveLinkClaims } from '../io/saveLink/saveLinkClaims';
import { signSaveLink, type SaveLinkSigner } from '../io/saveLink/signSaveLink';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { batchNode, cellValue, parseBatchPath, setAtPath, type BatchStep } from './batchFieldPath';
import { originOption } from './saveLinkCommand';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { readPassFile } from './saveLinkPassFile';
import { readSaveLinkKey } from './saveLinkKey';
import { UsageError } from './usage';

/** Ids become file names: Google's id characters only, so no row can write outside DIR. */
const FILE_SAFE_ID = /^[A-Za-z0-9._-]+$/;

interface Column {
  header: string;
  steps: BatchStep[];
  node: ReturnType<typeof batchNode>;
}

/**
 * `pass-studio batch`: one object per CSV row from a template. Rows are read as a stream and
 * handled one at a time, so memory stays flat however long the file is (only the ids seen are
 * kept, to refuse duplicates). Rows are numbered as a spreadsheet shows them: the header is
 * row 1. Exit 0 every row valid, 1 some row invalid, 2 bad usage or unreadable input.
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
  const parser = parseCsv({ bom: true, skip_empty_lines: true });
  // pipe() does not forward a read error (a missing file): hand it to the loop below.
  const input = createReadStream(csvName).on('error', (error) => parser.destroy(error));
  input.pipe(parser);
  let columns: Column[] | undefined;
  let row = 1;
  let written = 0;
  let invalid = 0;
  const seen = new Map<string, number>();
  const fail = (message: string) => {
    invalid++;
    out.stderr(`${csvName}: row ${row}: ${message}\n`);
  };
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!columns) {
        columns = record.map((header) => {
          const steps = parseBatchPath(header.trim());
          return { header: header.trim(), steps, node: batchNode(root, steps) };
        });
        if (signer) out.stdout('row,id,url\n');
        continue;
      }
      row++;
      const document = structuredClone(template.document) as Record<string, unknown>;
      const cellErrors: string[] = [];
      columns.forEach((column, i) => {
        const text = record[i] ?? '';
        if (text === '') return;
        try {
          setAtPath(document, column.steps, cellValue(text, column.node));
        } catch (error) {
          cellErrors.push(`column ${column.header}: ${(error as Error).message}`);
        }
      });
      if (cellErrors.length > 0) {
        for (const message of cellErrors) fail(message);
        continue;
      }
      const result = exportDocument(document, template.kind);
      if (!result.ok) {
        const errors = result.issues.filter((issue) => issue.severity === 'error');
        for (const issue of errors) fail(`${issue.path || '(root)'} ${issue.message}`);
        continue;
      }
      const id = typeof document.id === 'string' ? document.id : '';
      if (!FILE_SAFE_ID.test(id)) {
        fail(`id “${id}” cannot name a file: use letters, digits, “.”, “_” and “-”`);
        continue;
      }
      const first = seen.get(id);
      if (first !== undefined) {
        fail(`id “${id}” is already used by row ${first}`);
        continue;
      }
      seen.set(id, row);
      if (outDir !== undefined) await writeFile(join(outDir, `${id}.json`), result.json);
      written++;
      if (signer) {
        const built = saveLinkClaims([{ kind: template.kind, document, name: `row ${row}` }], {
          issuer: signer.clientEmail,
          origins,
          form: values.short ? 'short' : 'full',
        });
        if (built.ok)
          out.stdout(`${row},${id},${(await signSaveLink(built.claims, signer)).url}\n`);
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : (error as Error).message;
    out.stderr(`pass-studio: ${csvName}: ${columns ? `row ${row + 1}: ` : ''}${reason}\n`);
    return 2;
  }
  const where = outDir === undefined ? 'checked' : `written to ${outDir}`;
  out.stderr(
    `${csvName}: ${written} object${written === 1 ? '' : 's'} ${where}, ${invalid === 0 ? 'no invalid rows' : `${invalid} problem${invalid === 1 ? '' : 's'} in invalid rows`}\n`,
  );
  return invalid > 0 ? 1 : 0;
}
