import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegularFile, readStreamText } from './readRegularFile';

let dir = '';
const path = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-read-'));
  writeFileSync(path('pass.json'), '\uFEFF{"id": "café"}');
  writeFileSync(path('latin1.json'), Buffer.from('{\n  "id": "caf\xe9"\n}', 'latin1'));
  writeFileSync(path('big.json'), 'x'.repeat(101));
  execFileSync('mkfifo', [path('fifo')]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readRegularFile', () => {
  it.each([
    ['a UTF-8 file, its byte-order mark dropped', 'pass.json', { text: '{"id": "café"}' }],
    [
      'bytes that are not UTF-8, at their byte, line and column',
      'latin1.json',
      {
        problem:
          'line 2, column 13: Byte 14 (E9 22 0A 7D…) is not UTF-8; save the file as UTF-8 (nothing was replaced)',
      },
    ],
    ['a file past the bound', 'big.json', { problem: 'it is 1 KB, more than the 1 KB read' }],
    ['a pipe, at once', 'fifo', { problem: 'it is a pipe (FIFO), not a regular file' }],
    ['a folder', '.', { problem: 'it is a folder, not a file' }],
    ['a missing file', 'missing.json', { problem: 'no such file' }],
  ])('%s', async (_, name, expected) => {
    expect(await readRegularFile(path(name), 100)).toEqual(expected);
  });

  it('refuses a device without reading it', async () => {
    expect(await readRegularFile('/dev/zero', 100)).toEqual({
      problem: 'it is a device, not a regular file',
    });
  });
});

describe('readStreamText', () => {
  it('reads standard input up to the bound', async () => {
    expect(await readStreamText(Readable.from([Buffer.from('ab'), Buffer.from('c')]), 3)).toEqual({
      text: 'abc',
    });
  });

  it('stops at the chunk that passes the bound, however long the stream', async () => {
    let chunks = 0;
    async function* endless() {
      for (;;) {
        await Promise.resolve();
        chunks++;
        yield new Uint8Array(64);
      }
    }
    expect(await readStreamText(endless(), 1000)).toEqual({
      problem: 'it is more than the 1 KB read',
    });
    expect(chunks).toBe(16);
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(await readStreamText(Readable.from([Buffer.from([0x61, 0xff])]), 10)).toMatchObject({
      problem: expect.stringContaining('Byte 1 (FF…) is not UTF-8') as string,
    });
  });
});
