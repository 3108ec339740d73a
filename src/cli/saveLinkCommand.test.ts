import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { generateTestKeyFile } from '../test/testKey';
import { originOption } from './saveLinkCommand';
import { runCli as run } from '../test/cli/runCli';

let dir = '';
let publicKey: CryptoKey;
let pem = '';
const path = (name: string) => join(dir, name);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-save-link-'));
  const key = await generateTestKeyFile('cli@test.iam.gserviceaccount.com');
  publicKey = key.publicKey;
  pem = key.pem;
  writeFileSync(path('key.json'), key.file);
  writeFileSync(
    path('not-a-key.json'),
    JSON.stringify({ client_email: 'a@b.c', private_key: 'hunter2' }),
  );
  writeFileSync(path('broken-key.json'), key.file.slice(0, 200));
  writeFileSync(path('huge-key.json'), `{"pad":"${'x'.repeat(64 * 1024)}"}`);
  mkdirSync(path('folder.json'));
  execFileSync('mkfifo', [path('fifo.json')]);
  writeFileSync(path('offer.json'), JSON.stringify(samples.offerObject));
  writeFileSync(path('transit.json'), JSON.stringify(samples.transitClass));
  writeFileSync(
    path('bad.json'),
    JSON.stringify({ ...(samples.offerObject as object), state: 'nope' }),
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const secretFree = (text: string) => {
  const body = pem.split('\n')[1]!;
  expect(text).not.toContain(body);
  expect(text).not.toContain('-----BEGIN');
};

describe('pass-studio save-link', { timeout: 60_000 }, () => {
  it('prints a signed URL as the last line, holding the compliant export', async () => {
    const result = await run(
      'save-link',
      '--key',
      path('key.json'),
      '--origin',
      'https://shop.example',
      path('transit.json'),
    );
    expect(result.code).toBe(0);
    const url = result.stdout.trimEnd().split('\n').at(-1)!;
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const { payload } = await compactVerify(url.split('/').at(-1)!, publicKey);
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    expect(claims).toMatchObject({
      iss: 'cli@test.iam.gserviceaccount.com',
      aud: 'google',
      typ: 'savetowallet',
      origins: ['https://shop.example'],
      payload: {
        transitClasses: [
          expect.objectContaining({ id: (samples.transitClass as { id: string }).id }),
        ],
      },
    });
    secretFree(result.stdout + result.stderr);
  });

  it('--json prints url, jwt and length; a long link gets a warning naming --short', async () => {
    const result = await run('save-link', '--json', '--key', path('key.json'), path('offer.json'));
    expect(result.code).toBe(0);
    const link = JSON.parse(result.stdout) as { url: string; jwt: string; length: number };
    expect(link.url).toBe(`https://pay.google.com/gp/v/save/${link.jwt}`);
    expect(link.length).toBe(link.jwt.length);
    expect(result.stderr).toMatch(/over Google's safe length of 1800; --short/);
    const short = JSON.parse(
      (await run('save-link', '--json', '--short', '--key', path('key.json'), path('offer.json')))
        .stdout,
    ) as { length: number };
    expect(short.length).toBeLessThan(link.length);
  });

  it.each([
    ['an invalid document', ['--key', 'key.json', 'bad.json'], 1, /bad\.json:\d+:\d+ \/state/],
    [
      'a file that is not a key',
      ['--key', 'not-a-key.json', 'offer.json'],
      2,
      /Not a service-account key file: “private_key”/,
    ],
    [
      'a key file cut short',
      ['--key', 'broken-key.json', 'offer.json'],
      2,
      /Not a service-account key file: it is not JSON/,
    ],
    [
      'a missing key file',
      ['--key', 'nowhere.json', 'offer.json'],
      2,
      /cannot read key .*nowhere\.json: no such file$/m,
    ],
    [
      'a pipe as the key file (which would wait for a writer forever)',
      ['--key', 'fifo.json', 'offer.json'],
      2,
      /cannot read key .*fifo\.json: it is a pipe \(FIFO\), not a regular file$/m,
    ],
    [
      'a device as the key file (/dev/zero never ends)',
      ['--key', '/dev/zero', 'offer.json'],
      2,
      /cannot read key \/dev\/zero: it is a device, not a regular file$/m,
    ],
    [
      'a folder as the key file',
      ['--key', 'folder.json', 'offer.json'],
      2,
      /cannot read key .*folder\.json: it is a folder, not a file$/m,
    ],
    [
      'a key file over 64 KB',
      ['--key', 'huge-key.json', 'offer.json'],
      2,
      /cannot read key .*huge-key\.json: it is 65 KB, more than the 64 KB read$/m,
    ],
    ['no --key', ['offer.json'], 2, /save-link needs --key/],
    [
      'an origin with a path',
      ['--key', 'key.json', '--origin', 'https://a.example/shop', 'offer.json'],
      2,
      /is not an origin \(scheme, host and port only\); write it as https:\/\/a\.example/,
    ],
  ])('%s: no link', async (_, args, code, message) => {
    const resolved = args.map((a) => (a.endsWith('.json') && !a.startsWith('/') ? path(a) : a));
    const result = await run('save-link', ...resolved);
    expect(result.code).toBe(code);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    secretFree(result.stderr);
  });
});

describe('--origin', () => {
  it.each([
    ['https://shop.example', 'https://shop.example'],
    ['https://shop.example/', 'https://shop.example'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://[::1]:8080/', 'http://[::1]:8080'],
  ])('accepts %s as %s', (value, origin) => expect(originOption(value)).toBe(origin));

  it.each([
    [
      'javascript:alert(1)',
      /is not an http or https origin; write an origin such as https:\/\/shop\.example$/,
    ],
    ['ftp://x.example', /is not an http or https origin; write it as https:\/\/x\.example$/],
    ['ftp://x.example:21/pub', /write it as https:\/\/x\.example$/],
    ['data:text/html,hi', /write an origin such as/],
    ['file:///etc/passwd', /write an origin such as/],
    ['blob:https://a.example/1', /write an origin such as/],
    [
      'https://a.example/shop',
      /is not an origin \(scheme, host and port only\); write it as https:\/\/a\.example$/,
    ],
    ['https://a.example:443', /write it as https:\/\/a\.example$/],
    ['HTTPS://A.EXAMPLE', /write it as https:\/\/a\.example$/],
    ['https://user:secret@a.example', /write it as https:\/\/a\.example$/],
    ['shop.example', /is not a URL; write an origin such as https:\/\/shop\.example$/],
    ['https://a.example:99999', /is not a URL/],
  ])('refuses %s, suggesting only what it accepts', (value, message) => {
    let error: Error | undefined;
    try {
      originOption(value);
    } catch (caught) {
      error = caught as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message).not.toMatch(/\bnull\b/);
    const suggested = /(?:write it as|such as) (\S+)$/.exec(error!.message)?.[1];
    expect(suggested).toBeDefined();
    expect(originOption(suggested!)).toBe(suggested);
  });
});
