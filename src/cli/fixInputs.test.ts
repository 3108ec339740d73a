import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyJsonPatch } from '../io/fix/jsonPatch';
import { runCli as run } from '../test/cli/runCli';
import { fixCases } from '../test/io/fixCases';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-fix-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** One file per fix-it row, and a file the spec refuses that has a fixable warning too. */
function folder() {
  const files = fixCases.map(([, , kind, document], i) => {
    const path = join(dir, `${i}.json`);
    writeFileSync(path, JSON.stringify(document, null, 2));
    return { path, kind, document };
  });
  const invalid = join(dir, 'invalid.json');
  const invalidText = JSON.stringify({ ...(fixCases[2]![3] as object), state: 42 }, null, 2);
  writeFileSync(invalid, invalidText);
  return { files, invalid, invalidText };
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('validate --fix', () => {
  it('writes each fixed file, says what changed and reports the files as written', async () => {
    const { files, invalid, invalidText } = folder();
    const result = await run('validate', '--fix', ...files.map((f) => f.path), invalid);
    for (const [i, { path, document }] of files.entries()) {
      expect(read(path), fixCases[i]![0]).toEqual(applyJsonPatch(document, fixCases[i]![4]));
    }
    expect(result.stderr).toContain(
      `fixed ${files[0]!.path}: Info module: Move its 2 cells into text modules`,
    );
    expect(result.stderr).toContain(`not fixed ${invalid}: it is invalid; fix its errors first`);
    expect(readFileSync(invalid, 'utf8')).toBe(invalidText);
    // The invalid file still fails: the exit code is validate's.
    expect(result.code).toBe(1);
    const again = await run('validate', '--strict', ...files.map((f) => f.path));
    expect(again.code).toBe(0);
  });

  it('--fix-dry-run prints each file’s JSON Patch and writes nothing', async () => {
    const { files, invalid, invalidText } = folder();
    const before = files.map((f) => readFileSync(f.path, 'utf8'));
    const result = await run('validate', '--fix-dry-run', ...files.map((f) => f.path), invalid);
    const patches = JSON.parse(result.stdout) as Record<string, unknown>;
    for (const [i, { path }] of files.entries()) expect(patches[path]).toEqual(fixCases[i]![4]);
    expect(patches).not.toHaveProperty(invalid);
    expect(files.map((f) => readFileSync(f.path, 'utf8'))).toEqual(before);
    expect(readFileSync(invalid, 'utf8')).toBe(invalidText);
    expect(result.code).toBe(1);
  });

  it('takes one of the two, not both', async () => {
    const { files } = folder();
    const result = await run('validate', '--fix', '--fix-dry-run', files[0]!.path);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/either --fix or --fix-dry-run/);
  });
});
