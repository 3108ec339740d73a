import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/cli/runCli';

let dir = '';
const path = (name: string) => join(dir, name);
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const CLAIMS =
  '"iss":"a@p.iam.gserviceaccount.com","aud":"google","typ":"savetowallet","origins":["https://shop.example"]';
const jwt = (claims: string) => `${b64('{"alg":"RS256","typ":"JWT"}')}.${b64(`{${claims}}`)}.c2ln`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-fuzz-'));
  execFileSync('mkfifo', [path('fifo')]);
  writeFileSync(path('latin1.json'), Buffer.from('{"id": "caf\xe9"}', 'latin1'));
  writeFileSync(path('eyj.txt'), 'eyJ-'.repeat(100_000));
  const deep = '['.repeat(20_000) + ']'.repeat(20_000);
  writeFileSync(
    path('deep.txt'),
    jwt(`${CLAIMS},"iat":1,"payload":{"offerObjects":[{"id":"1.a","x":${deep}}]}`),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the command line against hostile input', { timeout: 30_000 }, () => {
  it.each<[string, () => string[], number, RegExp]>([
    [
      'payload lists named after Object’s own members',
      () => [
        'inspect-link',
        jwt(
          `${CLAIMS},"iat":1,"payload":{"__proto__":[{"id":"x"}],"constructor":[{"id":"y"}],"toString":[1]}`,
        ),
      ],
      0,
      /note: claims\.payload\.constructor 1 constructor not checked/,
    ],
    [
      'an iat of 1e20',
      () => ['inspect-link', jwt(`${CLAIMS},"iat":1e20,"payload":{}`)],
      1,
      /error: claims\.iat The issue time \(iat\) 100000000000000000000 is past any date/,
    ],
    [
      'nesting 20,000 deep, as --json',
      () => ['inspect-link', '--json', path('deep.txt')],
      2,
      /Not a readable JWT: its claims is nested more than 256 levels deep/,
    ],
    ['400 KB of eyJ-', () => ['inspect-link', path('eyj.txt')], 2, /No save link or JWT found/],
    [
      'a FIFO',
      () => ['inspect-link', path('fifo')],
      2,
      /fifo: it is a pipe \(FIFO\), not a regular file/,
    ],
    [
      'a FIFO as --key',
      () => ['inspect-link', '--key', path('fifo'), path('eyj.txt')],
      2,
      /cannot read key .*fifo: it is a pipe/,
    ],
    [
      '/dev/zero',
      () => ['timeline', '/dev/zero'],
      2,
      /\/dev\/zero: it is a device, not a regular file/,
    ],
    ['a folder', () => ['diff', dir, path('latin1.json')], 2, /: it is a folder, not a file/],
    [
      'bytes that are not UTF-8, to timeline',
      () => ['timeline', path('latin1.json')],
      1,
      /latin1\.json:1:12 \(root\) Byte 11 \(E9 22 7D…\) is not UTF-8/,
    ],
    [
      'bytes that are not UTF-8, to diff',
      () => ['diff', path('latin1.json'), path('latin1.json')],
      2,
      /latin1\.json:1:12 \(root\) Byte 11 \(E9 22 7D…\) is not UTF-8/,
    ],
    [
      'escape sequences in a link',
      () => ['inspect-link', jwt(`${CLAIMS},"iat":1,"payload":{"\\u001b[2Jlist":[1]}`)],
      0,
      /note: claims\.payload\.\\u001b\[2Jlist/,
    ],
  ])('%s', async (_, args, code, message) => {
    const result = await runCli(...args());
    expect(result.stdout + result.stderr).toMatch(message);
    expect(result.stdout + result.stderr).not.toContain('\x1b');
    expect(result.code).toBe(code);
  });
});
