import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { runCli as run } from '../test/cli/runCli';

let dir = '';
const path = (name: string) => join(dir, name);
const offer = samples.offerObject as Record<string, unknown>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-diff-'));
  const write = (name: string, value: unknown) => writeFileSync(path(name), JSON.stringify(value));
  write('old.json', offer);
  write('same.json', { ...offer, state: 'active' });
  write('new.json', {
    ...offer,
    state: 'EXPIRED',
    barcode: { ...(offer.barcode as object), value: 'X-1' },
  });
  const { barcode: _gone, ...rest } = offer;
  write('removed.json', rest);
  write('transit.json', samples.transitClass);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pass-studio diff', () => {
  it('exit 0 when the compliant exports are equal (an enum spelling is no change)', async () => {
    expect(await run('diff', path('old.json'), path('same.json'))).toEqual({
      code: 0,
      stdout: 'no changes\n',
      stderr: '',
    });
  });

  it('exit 1 with a line per changed field', async () => {
    const result = await run('diff', path('old.json'), path('new.json'));
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(
      `~ /barcode/value: ${JSON.stringify((offer.barcode as { value: string }).value)} → "X-1"\n` +
        `~ /state: "ACTIVE" → "EXPIRED"\n`,
    );
  });

  it('--patch prints the changed top-level fields whole, plus the ids', async () => {
    const result = await run('diff', '--patch', path('old.json'), path('new.json'));
    expect(result.code).toBe(1);
    expect(Object.keys(JSON.parse(result.stdout) as object)).toEqual([
      'id',
      'classId',
      'barcode',
      'state',
    ]);
  });

  it('--patch says what PATCH cannot express and prints no body', async () => {
    const result = await run('diff', '--patch', path('old.json'), path('removed.json'));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /PATCH cannot remove a field; send the whole new document with PUT:\n- \/barcode: /,
    );
  });

  it.each([
    [['old.json', 'transit.json'], /is a offerObject but .* is a transitClass|offerObject but/],
    [['old.json', 'missing.json'], /cannot read/],
  ])('exit 2 for %j', async (files, message) => {
    const result = await run('diff', ...files.map(path));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
