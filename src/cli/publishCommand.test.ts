import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/startServer';
import { samples } from '../io/samples';
import { generateTestKeyFile } from '../test/testKey';
import { publishCommand, type PublishEnvironment } from './publishCommand';
import { runCli } from '../test/cli/runCli';

let dir = '';
let server: RunningServer;
let pem = '';
const path = (name: string) => join(dir, name);
const offerClass = samples.offerClass as Record<string, unknown>;
const { classReference: _embedded, ...offer } = samples.offerObject as Record<string, unknown>;
const write = (name: string, value: unknown) => writeFileSync(path(name), JSON.stringify(value));

/** Runs publish against the test server, as on a terminal answering `answer`, recording requests. */
async function publish(args: string[], answer?: string) {
  const requests: { method: string; url: string; body?: unknown }[] = [];
  const environment: PublishEnvironment = {
    isTerminal: answer !== undefined,
    ask: () => Promise.resolve(answer ?? ''),
    fetch: (input, init) => {
      const body =
        typeof init?.body === 'string' && init.body.startsWith('{')
          ? (JSON.parse(init.body) as unknown)
          : undefined;
      requests.push({
        method: init?.method ?? 'GET',
        url: input instanceof Request ? input.url : input.toString(),
        body,
      });
      return fetch(input, init);
    },
  };
  let stdout = '';
  let stderr = '';
  const code = await publishCommand(
    ['--endpoint', server.origin, '--key', path('key.json'), ...args],
    { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) },
    environment,
  );
  const writes = requests.filter((r) => r.method !== 'GET' && !r.url.endsWith('/token'));
  return { code, stdout, stderr, writes };
}

const secretFree = (text: string) => {
  expect(text).not.toContain(pem.split('\n')[1]!);
  expect(text).not.toContain('-----BEGIN');
  expect(text).not.toMatch(/pst\.[\w-]{20,}/);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pass-studio-publish-'));
  const key = await generateTestKeyFile();
  pem = key.pem;
  writeFileSync(path('key.json'), key.file);
  writeFileSync(path('other-key.json'), (await generateTestKeyFile()).file);
  write('class.json', offerClass);
  write('offer.json', offer);
  server = await startServer({
    port: 0,
    dir: path('store'),
    basePath: '/walletobjects/v1',
    allowOrigins: [],
    token: null,
    requireIfMatch: false,
    keyFile: path('key.json'),
    google: true,
  });
}, 60_000);

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pass-studio publish', { timeout: 60_000 }, () => {
  it('refuses without --yes when no one is at a terminal to confirm, sending nothing', async () => {
    const result = await runCli(
      'publish',
      '--endpoint',
      server.origin,
      '--key',
      path('key.json'),
      path('offer.json'),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/not a terminal\): run it on a terminal, or pass --yes/);
  });

  it('inserts what Google does not have, classes first', async () => {
    const result = await publish(['--yes', path('offer.json'), path('class.json')]);
    expect(result.code).toBe(0);
    expect(result.writes.map((w) => `${w.method} ${w.url.split('/').at(-1)}`)).toEqual([
      'POST offerClass',
      'POST offerObject',
    ]);
    expect(result.stdout).toMatch(/Google has no copy: insert it\n {2}inserted/);
    secretFree(result.stdout + result.stderr);
  });

  it('shows the diff against Google’s copy and whom it reaches, then updates with PUT', async () => {
    write('offer.json', { ...offer, state: 'EXPIRED' });
    const result = await publish(['--yes', path('offer.json')]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '1 change from Google’s copy:\n    ~ /state: "ACTIVE" → "EXPIRED"',
    );
    expect(result.stdout).toMatch(/note: 1 image keeps its URL.*\?v=2/);
    expect(result.stdout).toMatch(/sends: PUT of the whole pass\n {2}updated/);
    expect(result.writes.map((w) => w.method)).toEqual(['PUT']);
  });

  it('--patch sends only the changed fields, and says a list is replaced whole', async () => {
    const modules = (offer.textModulesData as unknown[]).slice(0, 1);
    write('offer.json', { ...offer, state: 'EXPIRED', textModulesData: modules });
    const result = await publish(['--yes', '--patch', path('offer.json')]);
    expect(result.code).toBe(0);
    expect(result.writes).toHaveLength(1);
    expect(result.writes[0]!.method).toBe('PATCH');
    expect(Object.keys(result.writes[0]!.body as object)).toEqual([
      'id',
      'classId',
      'textModulesData',
    ]);
    expect(result.stdout).toMatch(/PATCH replaces the whole list textModulesData/);
  });

  it('--patch of a removal falls back to PUT with a note', async () => {
    const { barcode: _removed, ...withoutBarcode } = offer;
    write('offer.json', withoutBarcode);
    const result = await publish(['--yes', '--patch', path('offer.json')]);
    expect(result.stdout).toMatch(
      /note: PATCH cannot remove \/barcode: the whole pass is sent with PUT/,
    );
    expect(result.writes.map((w) => w.method)).toEqual(['PUT']);
  });

  it('on a terminal, asks first: no sends nothing, yes sends', async () => {
    write('offer.json', offer);
    const declined = await publish([path('offer.json')], 'n');
    expect(declined.stdout).toMatch(/not sent/);
    expect(declined.writes).toEqual([]);
    const accepted = await publish([path('offer.json')], 'y');
    expect(accepted.writes.map((w) => w.method)).toEqual(['PUT']);
    expect((await publish([path('offer.json')], 'y')).stdout).toMatch(
      /same as Google’s copy: nothing to send/,
    );
  });

  it('tokens that expire at once: refused with 401, asked again once, then explained', async () => {
    const expiring = await startServer({
      port: 0,
      dir: path('store-expiring'),
      basePath: '/walletobjects/v1',
      allowOrigins: [],
      token: null,
      requireIfMatch: false,
      keyFile: path('key.json'),
      google: true,
      tokenSeconds: 0,
    });
    try {
      const result = await runCli(
        'publish',
        '--yes',
        '--endpoint',
        expiring.origin,
        '--key',
        path('key.json'),
        path('class.json'),
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /Google answered 401 \(authError\): .*expired.*see docs\/google-errors\.md#unauthenticated/,
      );
      secretFree(result.stdout + result.stderr);
    } finally {
      await expiring.close();
    }
  });

  it('a key the token endpoint refuses: exit 2, the reason, no secret', async () => {
    const result = await publish(['--yes', '--key', path('other-key.json'), path('class.json')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /refused the key \(invalid_grant\): Invalid JWT Signature\. \(see docs\/google-errors\.md#token-refused\)/,
    );
    expect(result.writes).toEqual([]);
    secretFree(result.stdout + result.stderr);
  });
});
