import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportSPKI } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { generateTestKeyFile } from '../test/testKey';
import { runCli as run } from '../test/cli/runCli';

let dir = '';
const path = (name: string) => join(dir, name);
const sample = samples.transitClass as Record<string, unknown>;
const design = Object.fromEntries(
  ['id', 'issuerName', 'reviewStatus', 'transitType', 'hexBackgroundColor', 'logo'].map((k) => [
    k,
    sample[k],
  ]),
);
let url = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-inspect-'));
  const key = await generateTestKeyFile();
  writeFileSync(path('key.json'), key.file);
  writeFileSync(path('public.pem'), await exportSPKI(key.publicKey));
  writeFileSync(path('other.pem'), await exportSPKI((await generateTestKeyFile()).publicKey));
  writeFileSync(path('transit.json'), JSON.stringify(design));
  const made = await run(
    'save-link',
    '--key',
    path('key.json'),
    '--origin',
    'https://shop.example',
    path('transit.json'),
  );
  url = made.stdout.trim();
  writeFileSync(path('mail.html'), `<p>Add it: <a href="${url}">Add to Google Wallet</a></p>`);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pass-studio inspect-link', { timeout: 60_000 }, () => {
  it('round trip: design → save-link → inspect-link opens it and finds no problem', async () => {
    const result = await run(
      'inspect-link',
      '--key',
      path('public.pem'),
      '--origin',
      'https://shop.example',
      url,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/signature verified/);
    expect(result.stdout).toMatch(/transitClasses\[0\]: transit class .+: Ready/);
    expect(result.stdout).toMatch(/^Ready\.$/m);
  });

  it('reads a file holding the link and writes its passes with --out-dir', async () => {
    const result = await run('inspect-link', '--out-dir', path('opened'), path('mail.html'));
    expect(result.code).toBe(0);
    const opened = JSON.parse(
      readFileSync(path(`opened/${String(design.id)}.json`), 'utf8'),
    ) as unknown;
    expect(opened).toEqual(design);
  });

  it('--json gives the claims, the passes and located findings', async () => {
    const result = await run(
      'inspect-link',
      '--json',
      '--key',
      path('other.pem'),
      url.split('/').at(-1)!,
    );
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      signature: string;
      claims: { aud: string };
      findings: { id: string; severity: string; explained?: string }[];
    };
    expect(report.signature).toBe('mismatch');
    expect(report.claims.aud).toBe('google');
    expect(report.findings[0]).toMatchObject({
      id: 'link.signature',
      severity: 'error',
      explained: 'docs/google-errors.md#something-went-wrong',
    });
  });

  it('a button on a page the link does not list is a problem, pointing at the docs', async () => {
    const result = await run('inspect-link', '--origin', 'https://elsewhere.example', url);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /error: claims\.origins The button on https:\/\/elsewhere\.example will not show.*docs\/google-errors\.md#button-not-shown/,
    );
  });

  it.each([
    ['no such file', ['nowhere.txt'], /cannot read .*nowhere\.txt: no such file/],
    ['text without a link', ['transit.json'], /No save link or JWT found/],
    [
      'an unreadable key',
      ['--key', 'transit.json', 'URL'],
      /transit\.json: (No key found|The key is not a readable)/,
    ],
  ])('%s: exit 2', async (_, args, message) => {
    const resolved = args.map((a) => (a === 'URL' ? url : a.includes('.') ? path(a) : a));
    const result = await run('inspect-link', ...resolved);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
