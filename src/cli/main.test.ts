import { describe, expect, it } from 'vitest';
import { runCli } from '../test/cli/runCli';

const runInProcess = (args: string[]) => runCli(...args);

describe('main: usage errors', () => {
  it.each([
    [['frobnicate'], 'unknown command “frobnicate”'],
    [['validate', '--pedantic', 'a.json'], "Unknown option '--pedantic'"],
    [['validate', '--json', '--format', 'sarif', 'a.json'], 'use either --json or --format'],
    [['export', '--out', 'x', 'a.json'], "Unknown option '--out'"],
    [
      ['validate', '--kind', 'loyaltyClass', 'a.json'],
      'unknown kind “loyaltyClass”; use one of transitClass, offerClass, offerObject',
    ],
    [['validate', '--kind'], "Option '--kind <value>' argument missing"],
    [['validate'], 'validate needs at least one FILE'],
    [['export'], 'export needs at least one FILE'],
    [['export', '--out-dir', 'o', 'a/x.json', 'b/x.json'], 'two inputs are named x.json'],
    [['schema', 'passClass'], 'unknown kind “passClass”'],
    [['schema', '--json'], 'unknown option --json for schema'],
    [['schema', 'transitClass', 'offerObject'], 'schema takes at most one kind'],
    [[], 'no command given'],
  ])('%j', async (args, message) => {
    const result = await runInProcess(args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain('Usage: pass-studio');
  });

  it.each([['--help'], ['-h'], ['help'], ['validate', '--help']])(
    '%j prints the usage',
    async (...args) => {
      const result = await runInProcess(args);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^Usage: pass-studio/);
    },
  );
});
