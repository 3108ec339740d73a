import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../src/io/samples';
import { PublishError } from '../src/io/publish/publishError';
import { createTokenSource } from '../src/io/publish/serviceAccountToken';
import { createWalletApi, type WalletApi } from '../src/io/publish/walletApi';
import {
  parseServiceAccountKey,
  type ServiceAccountKey,
} from '../src/io/saveLink/serviceAccountKey';
import { generateTestKeyFile } from '../src/test/testKey';
import { startServer, type RunningServer } from './startServer';

const offerClass = samples.offerClass as Record<string, unknown>;
const { classReference: _embedded, ...offerObject } = samples.offerObject as Record<
  string,
  unknown
>;
const issuer = String(offerClass.id).split('.')[0]!;

let dir = '';
let key: ServiceAccountKey;
let otherKey: ServiceAccountKey;

async function start(tokenSeconds?: number): Promise<RunningServer> {
  return startServer({
    port: 0,
    dir: await mkdtemp(join(dir, 'store-')),
    basePath: '/walletobjects/v1',
    allowOrigins: [],
    token: null,
    requireIfMatch: false,
    keyFile: join(dir, 'key.json'),
    google: true,
    ...(tokenSeconds !== undefined && { tokenSeconds }),
  });
}

const apiOf = (server: RunningServer, as = key): WalletApi =>
  createWalletApi({
    baseUrl: server.baseUrl,
    fetch,
    tokens: createTokenSource({ key: as, tokenUri: server.tokenUrl!, fetch }),
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new PublishError('api', 'no error'),
    (error: unknown) => error as PublishError,
  );

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pass-google-'));
  const made = await generateTestKeyFile();
  await writeFile(join(dir, 'key.json'), made.file);
  const parse = (file: string) => {
    const parsed = parseServiceAccountKey(file);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.key;
  };
  key = parse(made.file);
  otherKey = parse((await generateTestKeyFile()).file);
}, 60_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the reference server with --google', { timeout: 60_000 }, () => {
  let server: RunningServer;
  let api: WalletApi;
  beforeAll(async () => {
    server = await start();
    api = apiOf(server);
  });
  afterAll(() => server.close());

  it('refuses a request without an access token, as Google does', async () => {
    const response = await fetch(`${server.baseUrl}/offerClass/${String(offerClass.id)}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: 401, status: 'UNAUTHENTICATED', errors: [{ reason: 'authError' }] },
    });
  });

  it('refuses an assertion another key signed', async () => {
    const error = await failure(apiOf(server, otherKey).get('offerClass', String(offerClass.id)));
    expect(error.kind).toBe('token');
    expect(error.message).toBe(
      'The token endpoint refused the key (invalid_grant): Invalid JWT Signature.',
    );
  });

  it('inserts, reads, conflicts, updates and patches with Google’s answers', async () => {
    const id = String(offerClass.id);
    expect(await api.get('offerClass', id)).toBeNull();
    expect(await api.insert('offerClass', offerClass)).toEqual(offerClass);
    const again = await failure(api.insert('offerClass', offerClass));
    expect(again.details).toMatchObject({
      status: 409,
      reason: 'duplicate',
      explained: 'already-exists',
    });
    expect(await api.update('offerClass', id, { ...offerClass, title: 'New' })).toMatchObject({
      title: 'New',
    });
    expect(await api.patch('offerClass', id, { id, provider: 'Acme' })).toMatchObject({
      title: 'New',
      provider: 'Acme',
    });
  });

  it('names the field of an invalid body, and refuses an object whose class is missing', async () => {
    const bad = await failure(
      api.insert('offerObject', { ...offerObject, id: `${issuer}.bad`, state: 'nope' }),
    );
    expect(bad.details).toMatchObject({ status: 400, reason: 'invalidArgument', field: 'state' });
    const orphan = await failure(
      api.insert('offerObject', {
        ...offerObject,
        id: `${issuer}.orphan`,
        classId: `${issuer}.none`,
      }),
    );
    expect(orphan.details).toMatchObject({
      status: 404,
      reason: 'classNotFound',
      explained: 'not-found',
    });
  });

  it('adds messages, and refuses a fourth notifying one in a day', async () => {
    const id = String(offerClass.id);
    const message = (n: number) => ({
      id: `m${n}`,
      header: 'Hi',
      body: 'News',
      messageType: 'TEXT_AND_NOTIFY',
    });
    const after = await api.addMessage('offerClass', id, message(1));
    expect((after.messages as { id: string }[]).at(-1)?.id).toBe('m1');
    await api.addMessage('offerClass', id, message(2));
    await api.addMessage('offerClass', id, message(3));
    const fourth = await failure(api.addMessage('offerClass', id, message(4)));
    expect(fourth.details).toMatchObject({
      status: 429,
      reason: 'quotaExceeded',
      explained: 'quota-exceeded',
    });
  });

  it('refuses an assertion issued in the future, past a few minutes of clock skew', async () => {
    const real = Math.floor(Date.now() / 1000);
    const ahead = (seconds: number) =>
      createTokenSource({ key, tokenUri: server.tokenUrl!, fetch, now: () => real + seconds });
    expect(await ahead(60).token()).toMatch(/\S/);
    const error = await failure(ahead(10 * 365 * 86_400).token());
    expect(error.kind).toBe('token');
    expect(error.message).toMatch(
      /refused the key \(invalid_grant\): Invalid JWT: .*reasonable timeframe/,
    );
  });

  it.each(['-1', '0', '2.5', 'ten', '1000000'])('refuses a page size of %s', async (size) => {
    const token = await createTokenSource({ key, tokenUri: server.tokenUrl!, fetch }).token();
    const response = await fetch(
      `${server.baseUrl}/offerClass?issuerId=${issuer}&maxResults=${size}`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      'maxResults must be a whole number from 1 to 100',
    );
  });

  it('lists objects by class and classes by issuer', async () => {
    for (const n of [1, 2, 3])
      await api.insert('offerObject', { ...offerObject, id: `${issuer}.listed-${n}` });
    const listed = await api.list('offerObject', { classId: String(offerClass.id) });
    expect(listed.map((o) => o.id)).toEqual([1, 2, 3].map((n) => `${issuer}.listed-${n}`));
    expect((await api.list('offerClass', { issuerId: issuer })).map((c) => c.id)).toEqual([
      offerClass.id,
    ]);
  });
});

describe('an expired access token', { timeout: 60_000 }, () => {
  it('is refused with 401, and a fresh one is asked for once', async () => {
    const server = await start(0);
    try {
      const token = await createTokenSource({ key, tokenUri: server.tokenUrl!, fetch }).token();
      const response = await fetch(`${server.baseUrl}/offerClass/${String(offerClass.id)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /expired/,
      );
      const error = await failure(apiOf(server).get('offerClass', String(offerClass.id)));
      expect(error.details).toMatchObject({ status: 401, explained: 'unauthenticated' });
    } finally {
      await server.close();
    }
  });
});
