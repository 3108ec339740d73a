import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { compactVerify, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { generateTestKeyFile } from '../test/testKey';
import { runCli as run, runCliOnTerminal } from '../test/cli/runCli';

let dir = '';
let publicKey: CryptoKey;
const path = (name: string) => join(dir, name);
const template = samples.offerObject as Record<string, unknown>;

const ROWS = [
  'id,barcode.value,textModulesData[member].body,locations[0].latitude',
  '3388000000012345678.row-a,A-1,KH-1,48.2', // row 2: good
  '3388000000012345678.row-b,"B,2",KH-2,', // row 3: good, a quoted comma, an empty cell
  '3388000000012345678.row-c,C-3,KH-3,north', // row 4: not a number
  '3388000000012345678.row-a,D-4,KH-4,1', // row 5: id of row 2 again
  '"3388000000012345678.row e",E-5,KH-5,1', // row 6: not a file name
  `3388000000012345678.row-f,F-6,${'x'.repeat(501)},1`, // row 7: body over 500
].join('\n');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-batch-'));
  const key = await generateTestKeyFile();
  publicKey = key.publicKey;
  writeFileSync(path('key.json'), key.file);
  writeFileSync(path('template.json'), JSON.stringify(template));
  writeFileSync(path('rows.csv'), '\uFEFF' + ROWS + '\n');
  writeFileSync(path('bad-header.csv'), 'id,barcode..value\n1,2\n');
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pass-studio batch', { timeout: 60_000 }, () => {
  it('writes an object per good row and names the row of every problem', async () => {
    const out = path('out');
    const result = await run(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      path('rows.csv'),
      '--out-dir',
      out,
    );
    expect(result.code).toBe(1);
    expect(readdirSync(out).sort()).toEqual([
      '3388000000012345678.row-a.json',
      '3388000000012345678.row-b.json',
    ]);
    const b = JSON.parse(
      readFileSync(join(out, '3388000000012345678.row-b.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(b.barcode).toMatchObject({ value: 'B,2' });
    expect(
      (b.textModulesData as { id: string; body: string }[]).find((m) => m.id === 'member')?.body,
    ).toBe('KH-2');
    expect(b.locations).toEqual(template.locations);
    const lines = result.stderr.trimEnd().split('\n');
    const csv = path('rows.csv');
    expect(lines).toEqual([
      `${csv}: row 4: column locations[0].latitude: “north” is not a number`,
      `${csv}: row 5: id “3388000000012345678.row-a” is already used by row 2`,
      `${csv}: row 6: id “3388000000012345678.row e” cannot name a file: use letters, digits, “.”, “_” and “-”`,
      expect.stringMatching(new RegExp(`^${csv}: row 7: /textModulesData/\\d+/body `)),
      `${csv}: 2 objects written to ${out}, 4 problems in invalid rows`,
    ]);
  });

  it('with --key prints row,id,url per good row, each a signed save link', async () => {
    const result = await run(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      path('rows.csv'),
      '--key',
      path('key.json'),
      '--short',
    );
    const lines: string[][] = parseCsv(result.stdout);
    expect(lines[0]).toEqual(['row', 'id', 'url']);
    expect(lines.slice(1).map((cells) => cells.slice(0, 2))).toEqual([
      ['2', '3388000000012345678.row-a'],
      ['3', '3388000000012345678.row-b'],
    ]);
    const jwt = lines[2]![2]!.split('/').at(-1)!;
    const claims = JSON.parse(
      new TextDecoder().decode((await compactVerify(jwt, publicKey)).payload),
    ) as {
      payload: { offerObjects: { id: string; classReference?: unknown }[] };
    };
    expect(claims.payload.offerObjects[0]).toMatchObject({ id: '3388000000012345678.row-b' });
    expect(claims.payload.offerObjects[0]?.classReference).toBeUndefined();
  });

  it('gives each row its own problems, numbered as a spreadsheet numbers rows', async () => {
    const I = '3388000000012345678';
    const csv = path('hard.csv');
    writeFileSync(
      csv,
      [
        'id,barcode.value', // row 1
        `${I}.good-a,A`, // row 2
        '', // row 3: empty, still a row
        `${I}.${'x'.repeat(300)},B`, // row 4: too long for a file name
        `${I}.good-b,C`, // row 5
        `"${I}.x/../../etc/passwd",D`, // row 6: would leave the folder
        `"${I}.bell\u0007",E`, // row 7: a control character
        '-2-3,F', // row 8: a formula to a spreadsheet, a fine file name
        'CON,G', // row 9: a device on Windows
        `${I}.GOOD-A,H`, // row 10: row 2's file on macOS and Windows
        `${I}.good-c,"two`, // row 11: one spreadsheet row over two lines
        'lines"',
        `${I}.good-d,I`, // row 12
        '',
      ].join('\n'),
    );
    const out = path('hard-out');
    const result = await run(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      csv,
      '--out-dir',
      out,
    );
    expect(result.code).toBe(1);
    expect(readdirSync(out).sort()).toEqual([
      '-2-3.json',
      `${I}.good-a.json`,
      `${I}.good-b.json`,
      `${I}.good-c.json`,
      `${I}.good-d.json`,
    ]);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `${csv}: row 4: id “${I}.${'x'.repeat(40)}…” is 320 bytes long; a file name takes at most 200`,
      `${csv}: row 6: id “${I}.x/../../etc/passwd” contains “/” or “\\”, which would put the file in another folder`,
      `${csv}: row 7: id “${I}.bell\\u0007” contains a control character`,
      `${csv}: row 9: id “CON” begins with “CON”, a name Windows keeps for a device`,
      `${csv}: row 10: id “${I}.GOOD-A” names the same file as row 2's “${I}.good-a” on macOS and Windows, which ignore case`,
      `${csv}: 5 objects written to ${out}, 5 problems in invalid rows`,
    ]);
  });

  it('escapes every cell of the links CSV as OWASP advises', async () => {
    const csv = path('formula.csv');
    writeFileSync(csv, 'id,barcode.value\n-2-3,A\n');
    const result = await run(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      csv,
      '--key',
      path('key.json'),
    );
    expect(result.code).toBe(0);
    const [header, row] = result.stdout.trimEnd().split('\n');
    expect(header).toBe('"row","id","url"');
    expect(row).toMatch(/^"2","'-2-3","https:\/\/pay\.google\.com\/gp\/v\/save\/[\w.-]+"$/);
  });

  it.each([
    [
      '__proto__.hexBackgroundColor',
      /row 1: column “__proto__\.hexBackgroundColor”: “__proto__” is not a field of a pass/,
    ],
    [
      'textModulesData[99999999].body',
      /row 1: column “textModulesData\[99999999\]\.body”: \[99999999\] is past Google's limit of 10 text modules/,
    ],
    [
      'messages[5000000].header',
      /row 1: column “messages\[5000000\]\.header”: \[5000000\] is past Google's limit of 10 messages/,
    ],
    [
      'locations[999999].latitude',
      /row 1: column “locations\[999999\]\.latitude”: \[999999\] is past the 1,000 items/,
    ],
    ['barcode.colour', /row 1: column “barcode\.colour”: “barcode” has no field “colour”/],
  ])('refuses the header %s before reading any row', async (header, why) => {
    const csv = path('bad-columns.csv');
    writeFileSync(csv, `id,${header}\n3388000000012345678.h,#ff0000\n`);
    const out = path('never');
    const result = await run(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      csv,
      '--out-dir',
      out,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(why);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(readdirSync(out)).toEqual([]);
    expect(({} as Record<string, unknown>).hexBackgroundColor).toBeUndefined();
  });

  it('stops at a row longer than 1 MB, naming it, after the rows before it', async () => {
    const csv = path('long-row.csv');
    const I = '3388000000012345678';
    writeFileSync(
      csv,
      `id,barcode.value\n${I}.l1,A\n\n${I}.l2,${'x'.repeat(1024 * 1024 + 1)}\n${I}.l3,C\n`,
    );
    const out = path('long-out');
    const result = await run(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      csv,
      '--out-dir',
      out,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      `pass-studio: ${csv}: row 4: the row is longer than the 1 MB a row may have; the rows before it are done\n`,
    );
    expect(readdirSync(out)).toEqual([`${I}.l1.json`]);
  });

  it.each([
    ['a terminal', runCliOnTerminal, true],
    ['a pipe or a file', run, false],
  ])('on %s, says how far it is only there', async (_, runner, drawn) => {
    const result = await runner(
      'batch',
      '--template',
      path('template.json'),
      '--csv',
      path('rows.csv'),
    );
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n');
    if (drawn) {
      expect(result.stderr).toContain('\rbatch: 1 rows · ');
      // The line is cleared before the summary, which stands alone on its line.
      expect(lines.at(-2)!.split('\r\x1b[K').at(-1)).toMatch(/^\S*rows\.csv: 2 objects checked/);
    } else {
      expect(result.stderr.includes('\r') || result.stderr.includes('\x1b')).toBe(false);
      expect(lines.at(-2)).toMatch(/rows\.csv: 2 objects checked/);
    }
  });

  it.each([
    [['--csv', 'rows.csv'], /batch needs --template/],
    [
      ['--template', 'template.json', '--csv', 'bad-header.csv'],
      /row 1: column “barcode\.\.value”: is not a field path/,
    ],
    [['--template', 'template.json', '--csv', 'none.csv'], /none\.csv: no such file/],
  ])('exit 2 for %j', async (args, message) => {
    const result = await run('batch', ...args.map((a) => (a.includes('.') ? path(a) : a)));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
