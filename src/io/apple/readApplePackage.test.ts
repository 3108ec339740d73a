import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readApplePackage } from './readApplePackage';
import { readZip } from './readZip';
import { writeApplePackage } from './writeApplePackage';

const pass = { formatVersion: 1, organizationName: 'Lindenbahn', coupon: { primaryFields: [] } };
const zip = (files: Record<string, Uint8Array>) => zipSync(files, { level: 9 });

describe('readZip', () => {
  it.each([
    ['a name that climbs out', { '../evil.txt': strToU8('x') }, /climbs out/],
    ['an absolute name', { '/etc/passwd': strToU8('x') }, /root of the disk/],
    ['a file larger than the cap', { 'big.png': new Uint8Array(4096) }, /would expand to 4 KB/],
    [
      'too many files',
      Object.fromEntries([1, 2, 3, 4].map((n) => [`f${n}`, strToU8('x')])),
      /more than 3 files/,
    ],
  ])('refuses %s before expanding', (_, files, error) => {
    const limits = { packageBytes: 1e6, entries: 3, entryBytes: 1024, totalBytes: 1e6 };
    const result = readZip(zip(files), limits);
    expect(result.ok ? '' : result.error).toMatch(error);
  });

  it('refuses a zip whose files together expand past the cap (a zip bomb)', () => {
    const bomb = zip(Object.fromEntries([1, 2, 3].map((n) => [`zeros${n}`, new Uint8Array(800)])));
    const result = readZip(bomb, {
      packageBytes: 1e6,
      entries: 10,
      entryBytes: 1024,
      totalBytes: 2000,
    });
    expect(result.ok ? '' : result.error).toMatch(/would expand to more than 2 KB/);
  });

  it('refuses a package larger than the cap without reading it', () => {
    const result = readZip(new Uint8Array(2048), {
      packageBytes: 1024,
      entries: 1,
      entryBytes: 1,
      totalBytes: 1,
    });
    expect(result.ok ? '' : result.error).toMatch(/at most 1 KB is read/);
  });

  it('says so of bytes that are not a zip', () => {
    const result = readZip(strToU8('PK but not a zip'));
    expect(result.ok ? '' : result.error).toMatch(/not a readable zip/);
  });
});

describe('readApplePackage', () => {
  it('reads back what writeApplePackage wrote, manifest checked', async () => {
    const strings = { de: { Hello: 'Hallo “Welt”\n' } };
    const images = { 'icon.png': new Uint8Array([1, 2, 3]) };
    const bytes = await writeApplePackage({ pass, strings, images });
    const read = await readApplePackage([{ name: 'x.pkpass', bytes }]);
    expect(read).toMatchObject({
      ok: true,
      pack: { pass, strings, images, manifest: 'matched', repairs: [] },
    });
    expect(read.ok && read.pack.signed).toBeUndefined();
  });

  it.each([
    ['no pass.json', { 'icon.png': strToU8('x') }, /holds no pass\.json/],
    [
      'a manifest that is not JSON',
      { 'pass.json': strToU8('{}'), 'manifest.json': strToU8('{') },
      /^manifest\.json: Line 1/,
    ],
    [
      'a file changed after the manifest',
      { 'pass.json': strToU8('{}'), 'manifest.json': strToU8('{"pass.json":"0000"}') },
      /hash of “pass\.json” does not match/,
    ],
    [
      'a listed file that is missing',
      { 'pass.json': strToU8('{}'), 'manifest.json': strToU8('{"logo.png":"00"}') },
      /lists “logo\.png”/,
    ],
    ['a pass.json that is not JSON', { 'pass.json': strToU8('{"a": }') }, /^pass\.json: Line 1/],
  ])('refuses a package with %s, naming the file', async (_, files, error) => {
    const read = await readApplePackage([{ name: 'x.pkpass', bytes: zip(files) }]);
    expect(read.ok ? '' : read.error).toMatch(error);
  });

  it('reads a loose pass.json leniently and lists each repair', async () => {
    const text = '{\n "formatVersion": 1, // one\n "coupon": {"primaryFields": [],},\n}';
    const read = await readApplePackage([{ name: 'pass/pass.json', bytes: strToU8(text) }]);
    expect(read.ok && read.pack.repairs).toEqual([
      'pass.json, line 2: a comment was skipped.',
      'pass.json, line 3: a comma before the closing bracket was left out.',
      'pass.json, line 3: a comma before the closing bracket was left out.',
    ]);
  });

  it('finds the translations beside a loose pass.json', async () => {
    const read = await readApplePackage([
      { name: 'pass.json', bytes: strToU8(JSON.stringify(pass)) },
      { name: 'fr.lproj/pass.strings', bytes: strToU8('"a" = "b";\nbroken\n') },
    ]);
    expect(read.ok && read.pack.strings).toEqual({ fr: { a: 'b' } });
    expect(read.ok && read.pack.repairs).toEqual([
      'fr.lproj/pass.strings, line 2: not a “key” = “text”; pair, skipped to the next line.',
    ]);
  });
});
