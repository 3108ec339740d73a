import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCliOnTerminal } from '../test/cli/runCli';

// The commands run in this process (main, as the bin calls it) on files in a temporary folder;
// the output names them relative to it, as a run from inside that folder would. Only the smoke
// tests at the end start the installed command, a Node process through tsx, which takes seconds.
const BIN = fileURLToPath(new URL('../../bin/pass-studio.mjs', import.meta.url));
let dir = '';

/** A file or folder in the temporary folder. */
const at = (name: string) => join(dir, name);

async function run(...args: string[]) {
  const result = await runCli(...args);
  const relative = (text: string) => text.replaceAll(`${dir}/`, '');
  return { code: result.code, stdout: relative(result.stdout), stderr: relative(result.stderr) };
}

function spawnBin(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const write = (name: string, value: unknown) =>
  writeFileSync(
    join(dir, name),
    typeof value === 'string' ? value : JSON.stringify(value, null, 2),
  );

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-cli-'));
  write('transit.json', {
    id: '3388000000012345678.day',
    issuerName: 'Metro',
    reviewStatus: 'underReview',
    transitType: 'rail',
    logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
  });
  write('offer.json', {
    id: '3388000000012345678.o',
    classId: '3388000000012345678.c',
    state: 'ACTIVE',
  });
  write('invalid.json', {
    id: '3388000000012345678.o',
    classId: '3388000000012345678.c',
    state: 'Active',
    locations: [{ latitude: 95.5, longitude: 0 }],
    foo: 1,
    hexBackgroundColor: 'red',
  });
  write('broken.json', '{\n  "id": "1.a"\n  "classId": "1.b"\n}');
  write('unknown.json', { id: '3388000000012345678.x' });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pass-studio validate', () => {
  it('exits 0 with a verdict per valid file', async () => {
    const result = await run('validate', at('transit.json'), at('offer.json'));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toBe(
      [
        'transit.json: valid (transitClass, 2 warnings)',
        // Google's legacy spellings: valid, and export writes them in capitals.
        'transit.json:4:19 /reviewStatus warning: “Under review” is written in Google’s legacy spelling, which its reference marks deprecated; export writes the current one [google.enum.legacy]',
        'transit.json:5:18 /transitType warning: “Rail” is written in Google’s legacy spelling, which its reference marks deprecated; export writes the current one [google.enum.legacy]',
        'offer.json: valid (offerObject)',
        '',
      ].join('\n'),
    );
  });

  it('exits 1 and prints located issues for an invalid file', async () => {
    const result = await run('validate', at('invalid.json'));
    expect(result.code).toBe(1);
    expect(result.stdout.split('\n')).toEqual([
      'invalid.json: invalid (offerObject, 3 errors, 1 warning)',
      expect.stringMatching(/^invalid\.json:4:12 \/state “Active” is not a state/),
      'invalid.json:7:19 /locations/0/latitude Latitude must be between -90 and 90; it is 95.5',
      'invalid.json:11:3 /foo Unknown property “foo” — Offer object has no such field',
      'invalid.json:12:25 /hexBackgroundColor warning: Background colour “red” is not #rgb or #rrggbb; Google may ignore it [google.colour]',
      '',
    ]);
  });

  it('reports syntax errors and undecidable kinds as invalid', async () => {
    const result = await run('validate', at('broken.json'), at('unknown.json'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('broken.json:3:3 (root) Expected a comma or closing brace');
    expect(result.stdout).toContain('unknown.json: invalid (kind unknown, 1 error)');
  });

  it('takes the kind from --kind', async () => {
    expect((await run('validate', '--kind', 'transitClass', at('unknown.json'))).code).toBe(0);
  });

  it('prints one JSON array with --json', async () => {
    const result = await run('validate', '--json', at('offer.json'), at('invalid.json'));
    expect(result.code).toBe(1);
    const reports = JSON.parse(result.stdout) as {
      file: string;
      kind: string;
      valid: boolean;
      issues: unknown[];
    }[];
    expect(reports.map(({ file, kind, valid }) => ({ file, kind, valid }))).toEqual([
      { file: 'offer.json', kind: 'offerObject', valid: true },
      { file: 'invalid.json', kind: 'offerObject', valid: false },
    ]);
    expect(reports[1]!.issues[1]).toEqual({
      path: '/locations/0/latitude',
      message: 'Latitude must be between -90 and 90; it is 95.5',
      line: 7,
      column: 19,
      severity: 'error',
      rule: 'too_big',
    });
  });

  it('exits 2 for an unreadable file, naming it on stderr', async () => {
    const result = await run('validate', at('offer.json'), at('missing.json'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cannot read missing.json: no such file');
    expect(result.stdout).toContain('offer.json: valid');
  });

  it('validates a batch of 500 files in one call', async () => {
    const batch = join(dir, 'batch');
    mkdirSync(batch);
    const files = Array.from({ length: 500 }, (_, i) => {
      const name = join('batch', `pass-${i}.json`);
      write(name, {
        id: `3388000000012345678.p${i}`,
        classId: '3388000000012345678.c',
        state: i === 499 ? 'bad' : 'ACTIVE',
      });
      return name;
    });
    const result = await run('validate', ...files.map(at));
    expect(result.code).toBe(1);
    const verdicts = result.stdout.split('\n').filter((line) => /: (in)?valid \(/.test(line));
    expect(verdicts).toHaveLength(500);
    expect(verdicts.filter((line) => line.includes(': invalid'))).toEqual([
      'batch/pass-499.json: invalid (offerObject, 1 error)',
    ]);
  });
});

describe('pass-studio validate: bytes as they are', () => {
  it('reports bytes that are not UTF-8 at their position and accepts a byte-order mark', async () => {
    writeFileSync(
      join(dir, 'latin1.json'),
      Buffer.concat([
        Buffer.from('{\n  "id": "3388000000012345678.caf'),
        Buffer.from([0xe9, 0x22, 0x7d]),
      ]),
    );
    writeFileSync(
      join(dir, 'bom.json'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(join(dir, 'offer.json'))]),
    );
    const result = await run('validate', at('latin1.json'), at('bom.json'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'latin1.json:2:33 (root) Byte 34 (E9 22 7D…) is not UTF-8; save the file as UTF-8 (nothing was replaced)',
    );
    expect(result.stdout).toContain('bom.json: valid (offerObject)');
  });

  it('--strict fails on a readiness warning, with its rule id', async () => {
    write('long-name.json', {
      id: '3388000000012345678.o',
      classId: '3388000000012345678.c',
      state: 'ACTIVE',
      classReference: { id: '3388000000012345678.c', enableSmartTap: true },
    });
    expect((await run('validate', at('long-name.json'))).code).toBe(0);
    const strict = await run('validate', '--strict', at('long-name.json'));
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('[google.smartTap.redemptionIssuers]');
  });
});

describe('pass-studio export', () => {
  it('writes the compliant JSON of one file to stdout', async () => {
    const result = await run('export', at('transit.json'));
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual({
      id: '3388000000012345678.day',
      issuerName: 'Metro',
      reviewStatus: 'UNDER_REVIEW',
      transitType: 'RAIL',
      logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
    });
  });

  it('writes several files into --out-dir and reports the invalid one', async () => {
    const result = await run(
      'export',
      '--out-dir',
      at('out'),
      at('transit.json'),
      at('offer.json'),
      at('invalid.json'),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('invalid.json: not exported, 3 errors');
    expect(result.stderr).toContain('invalid.json:11:3 /foo Unknown property');
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['offer.json', 'transit.json']);
    expect(JSON.parse(readFileSync(join(dir, 'out', 'offer.json'), 'utf8'))).toMatchObject({
      state: 'ACTIVE',
    });
  });

  it('draws a progress line over several files only when stderr is a terminal', async () => {
    const args = ['export', '--out-dir', at('out2'), at('transit.json'), at('offer.json')];
    const piped = await runCli(...args);
    expect(piped).toEqual({ code: 0, stdout: '', stderr: '' });
    const shown = await runCliOnTerminal(...args);
    expect(shown.code).toBe(0);
    expect(shown.stderr.startsWith('\rexport: 0 of 2 files\x1b[K')).toBe(true);
    expect(shown.stderr.endsWith('\r\x1b[K')).toBe(true);
  });

  it('needs --out-dir for several files', async () => {
    const result = await run('export', at('transit.json'), at('offer.json'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('export of several files needs --out-dir DIR');
  });
});

describe('pass-studio schema', () => {
  it('prints one resource’s JSON Schema', async () => {
    const result = await run('schema', 'offerObject');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ $ref: '#/$defs/OfferObject' });
  });

  it('prints every kind, keyed by kind, without an argument', async () => {
    const result = await run('schema');
    expect(Object.keys(JSON.parse(result.stdout) as object)).toEqual([
      'transitClass',
      'offerClass',
      'offerObject',
    ]);
  });
});

describe('pass-studio usage', () => {
  it('rejects an unknown command with the usage on stderr and exit 2', async () => {
    const result = await run('frobnicate');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown command “frobnicate”');
    expect(result.stderr).toContain('Usage: pass-studio');
  });

  it('prints help with --help', async () => {
    const result = await run('--help');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain(
      'validate [--kind transitClass|offerClass|offerObject] [--strict] [--check-images]',
    );
  });
});

describe('the installed command', { timeout: 60_000 }, () => {
  // One process start is enough to prove the bin's wiring: arguments, the folder it runs in,
  // both streams and main's exit code. The cases above prove what main does with them.
  it('runs main with its arguments in its folder, prints to stdout and stderr, and exits with its code', () => {
    const result = spawnBin('validate', 'offer.json', 'missing.json');
    expect(result.stdout).toBe('offer.json: valid (offerObject)\n');
    expect(result.stderr).toBe('pass-studio: cannot read missing.json: no such file\n');
    expect(result.code).toBe(2);
  });
});
