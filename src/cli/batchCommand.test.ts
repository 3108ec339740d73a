import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { generateTestKeyFile } from '../io/saveLink/testKey';
import { runCli as run } from './testing/runCli';

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
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('row,id,url');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
      '2,3388000000012345678.row-a',
      '3,3388000000012345678.row-b',
    ]);
    const jwt = lines[2]!.split(',')[2]!.split('/').at(-1)!;
    const claims = JSON.parse(
      new TextDecoder().decode((await compactVerify(jwt, publicKey)).payload),
    ) as {
      payload: { offerObjects: { id: string; classReference?: unknown }[] };
    };
    expect(claims.payload.offerObjects[0]).toMatchObject({ id: '3388000000012345678.row-b' });
    expect(claims.payload.offerObjects[0]?.classReference).toBeUndefined();
  });

  it.each([
    [['--csv', 'rows.csv'], /batch needs --template/],
    [
      ['--template', 'template.json', '--csv', 'bad-header.csv'],
      /column “barcode\.\.value” is not a field path/,
    ],
    [['--template', 'template.json', '--csv', 'none.csv'], /none\.csv: no such file/],
  ])('exit 2 for %j', async (args, message) => {
    const result = await run('batch', ...args.map((a) => (a.includes('.') ? path(a) : a)));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
