import { describe, expect, it } from 'vitest';
import { parseServerArgs, UsageError } from './parseServerArgs';

const cwd = '/work/project';

describe('parseServerArgs', () => {
  it('has defaults for everything', () => {
    expect(parseServerArgs([], cwd)).toEqual({
      port: 8787,
      dir: '/work/project/.passes',
      basePath: '/walletobjects/v1',
      allowOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:4173'],
      token: null,
      requireIfMatch: false,
      keyFile: null,
    });
  });

  it('reads every option', () => {
    const args = [
      '--port=0',
      '--dir',
      'data',
      '--base',
      '/api/',
      '--allow-origin',
      'https://admin.example/',
      '--allow-origin',
      'http://localhost:3000',
      '--token',
      's3cret',
      '--require-if-match',
      '--key',
      'keys/wallet.json',
    ];
    expect(parseServerArgs(args, cwd)).toEqual({
      port: 0,
      dir: '/work/project/data',
      basePath: '/api',
      allowOrigins: ['https://admin.example', 'http://localhost:3000'],
      token: 's3cret',
      requireIfMatch: true,
      keyFile: '/work/project/keys/wallet.json',
    });
  });

  it('--google plays Google with the account of --key, and no static token', () => {
    expect(parseServerArgs(['--google', '--key', 'k.json'], cwd)).toMatchObject({
      google: true,
      keyFile: '/work/project/k.json',
    });
    expect(() => parseServerArgs(['--google'], cwd)).toThrow(/--google needs --key/);
    expect(() => parseServerArgs(['--google', '--key', 'k.json', '--token', 't'], cwd)).toThrow(
      /leave out --token/,
    );
  });

  it('answers help', () => {
    expect(parseServerArgs(['--help'], cwd)).toBe('help');
  });

  it.each([
    [['--port=-1'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--port', '80a'], /--port must be a whole number/],
    [['--base', 'walletobjects'], /--base must be a path starting with "\/"/],
    [['--allow-origin', '*'], /--allow-origin must be an origin/],
    [['--allow-origin', 'https://a.example/path'], /without a path/],
    [['--allow-origin', 'file:///tmp'], /http\(s\) origin/],
    [['--token', ''], /--token must not be empty/],
    [['--dir', ''], /--dir must not be empty/],
    [['--key', ''], /--key must not be empty/],
    [['--host', '0.0.0.0'], /Unknown option '--host'/],
    [['extra'], /Unexpected argument 'extra'/],
  ])('refuses %j', (args, message) => {
    expect(() => parseServerArgs(args, cwd)).toThrow(UsageError);
    expect(() => parseServerArgs(args, cwd)).toThrow(message);
  });
});
