import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../../../server/parseServerArgs';
import { startServer, type RunningServer } from '../../../server/startServer';
import { ConflictError, NetworkError, NotFoundError, ServerError } from './backendErrors';
import { createRestBackend } from './createRestBackend';
import { passQuery, savePassMutation, type SavePassVariables } from './passQueries';
import type { PassBackend, PassDocument } from './passBackend';

const fast = { retries: 2, baseDelayMs: 10 };
let dir: string;

function serverOptions(overrides: Partial<ServerOptions> = {}): ServerOptions {
  return {
    port: 0,
    dir,
    basePath: '/walletobjects/v1',
    allowOrigins: [],
    token: null,
    requireIfMatch: false,
    keyFile: null,
    ...overrides,
  };
}

/** Frozen all the way down: a mutation attempt would throw, not pass silently. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) frozen(child);
    Object.freeze(value);
  }
  return value;
}

const offer = (suffix: string, extra: PassDocument = {}): PassDocument =>
  frozen({ id: `3388.${suffix}`, classId: '3388.offer-class', ...extra });

let server: RunningServer;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pass-backend-'));
  server = await startServer(serverOptions());
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('createRestBackend against the reference server', () => {
  const backend = () => createRestBackend({ baseUrl: server.baseUrl });

  it('creates, then loads the same document and ETag', async () => {
    const created = await backend().create('offerObject', offer('load'));
    expect(created.document).toEqual(offer('load'));
    expect(created.etag).toMatch(/^".+"$/);
    expect(await backend().load('offerObject', '3388.load')).toEqual(created);
  });

  it('saves with the ETag it loaded and gets a new one', async () => {
    const { etag } = await backend().create('offerObject', offer('save'));
    const saved = await backend().save(
      'offerObject',
      '3388.save',
      offer('save', { state: 'EXPIRED' }),
      { etag },
    );
    expect(saved.document).toEqual(offer('save', { state: 'EXPIRED' }));
    expect(saved.etag).not.toBe(etag);
  });

  it('surfaces a 412 with the server version, keeps the edit, and overwrites when asked to', async () => {
    const { etag } = await backend().create('offerObject', offer('conflict'));
    const theirs = await backend().save(
      'offerObject',
      '3388.conflict',
      offer('conflict', { state: 'INACTIVE' }),
      { etag },
    );
    const mine = offer('conflict', { state: 'EXPIRED' });
    const copy = structuredClone(mine);
    const error = await backend()
      .save('offerObject', '3388.conflict', mine, { etag })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 412,
      serverDocument: theirs.document,
      serverEtag: theirs.etag,
    });
    expect(mine).toEqual(copy);
    const resolved = await backend().save('offerObject', '3388.conflict', mine, {
      etag: theirs.etag,
    });
    expect(resolved.document).toEqual(copy);
  });

  it('loads, saves and surfaces a 412 for an offer class like any kind', async () => {
    const theClass = frozen({ id: '3388.adapter-class', issuerName: 'Acme', title: 'Coffee' });
    const created = await backend().create('offerClass', theClass);
    expect(await backend().load('offerClass', '3388.adapter-class')).toEqual(created);
    const theirs = await backend().save(
      'offerClass',
      '3388.adapter-class',
      { ...theClass, title: 'Tea' },
      { etag: created.etag },
    );
    const error = await backend()
      .save(
        'offerClass',
        '3388.adapter-class',
        { ...theClass, title: 'Cocoa' },
        {
          etag: created.etag,
        },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({
      status: 412,
      serverDocument: { ...theClass, title: 'Tea' },
      serverEtag: theirs.etag,
    });
  });

  it('surfaces a 409 on create with the document already there', async () => {
    await backend().create('offerObject', offer('twice'));
    const error = await backend()
      .create('offerObject', offer('twice', { state: 'EXPIRED' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, serverDocument: offer('twice') });
  });

  it('surfaces a 400 with the issues, and the document is left as it was', async () => {
    const invalid = frozen({ id: '3388.invalid', classId: 7, colour: 'red' });
    const copy = structuredClone(invalid);
    const error = await backend()
      .create('offerObject', invalid)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as ServerError).message).toMatch(/offer object is not valid: \/classId/);
    expect((error as ServerError).issues?.map((issue) => issue.path)).toEqual([
      '/classId',
      '/colour',
    ]);
    expect(invalid).toEqual(copy);
  });

  it.each([
    ['load', () => backend().load('transitClass', '3388.nobody')],
    ['save', () => backend().save('offerObject', '3388.nobody', offer('nobody'), { etag: null })],
  ])('answers NotFoundError on %s of an unknown id', async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(NotFoundError);
  });

  it('sends its headers: a bearer token', async () => {
    const guarded = await startServer(serverOptions({ token: 's3cret' }));
    try {
      const url = guarded.baseUrl;
      await createRestBackend({ baseUrl: url, headers: { Authorization: 'Bearer s3cret' } }).create(
        'offerObject',
        offer('token'),
      );
      const refused = await createRestBackend({ baseUrl: url })
        .load('offerObject', '3388.token')
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ServerError);
      expect(refused).toMatchObject({ status: 401 });
      expect((refused as ServerError).message).toMatch(/bearer token is required/);
    } finally {
      await guarded.close();
    }
  });
});

describe('createRestBackend with a token source, against the server with --token', () => {
  let guarded: RunningServer;
  beforeAll(async () => {
    guarded = await startServer(serverOptions({ token: 'fresh-token' }));
  });
  afterAll(() => guarded.close());

  /** A token source like the embed's: holds one token, and asks (here: a list) for the next. */
  function source(initial: string | null, next: (string | null | Error)[]) {
    let token = initial;
    const asked: (string | null)[] = [];
    return {
      asked,
      auth: {
        current: () => token,
        refresh: () => {
          asked.push(token);
          const answer = next.shift() ?? null;
          if (answer instanceof Error) return Promise.reject(answer);
          token = answer;
          return Promise.resolve(answer);
        },
      },
    };
  }

  it('sends the current token as a bearer token, without asking for another', async () => {
    const { auth, asked } = source('fresh-token', []);
    const backend = createRestBackend({ baseUrl: guarded.baseUrl, auth });
    const created = await backend.create('offerClass', frozen({ id: '3388.token-class' }));
    expect(created.document).toEqual({ id: '3388.token-class' });
    expect(asked).toEqual([]);
  });

  it('on a 401 asks for a fresh token once, retries with it and keeps using it', async () => {
    const { auth, asked } = source('expired-token', ['fresh-token']);
    const backend = createRestBackend({ baseUrl: guarded.baseUrl, auth });
    const { etag } = await backend.create('offerObject', offer('token-refresh'));
    const saved = await backend.save(
      'offerObject',
      '3388.token-refresh',
      offer('token-refresh', { state: 'EXPIRED' }),
      { etag },
    );
    expect(saved.document).toMatchObject({ state: 'EXPIRED' });
    expect(asked).toEqual(['expired-token']);
  });

  it('asks once for requests refused together', async () => {
    const { auth, asked } = source(null, ['fresh-token']);
    const backend = createRestBackend({ baseUrl: guarded.baseUrl, auth });
    const loads = await Promise.allSettled([
      backend.load('offerClass', '3388.token-class'),
      backend.load('offerClass', '3388.token-class'),
      backend.load('offerClass', '3388.token-class'),
    ]);
    expect(loads.map((load) => load.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(asked).toEqual([null]);
  });

  it.each([
    ['no fresh token', [null]],
    ['a wrong one', ['still-wrong']],
    ['a host that fails to answer', [new Error('The host did not answer')]],
  ])('gives up with the 401 when the host has %s', async (_name, next) => {
    const { auth, asked } = source('expired-token', next);
    const refused = await createRestBackend({ baseUrl: guarded.baseUrl, auth })
      .load('offerClass', '3388.token-class')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServerError);
    expect(refused).toMatchObject({ status: 401 });
    expect(asked).toHaveLength(1);
  });
});

/** A save or create as the embed makes it: through TanStack Query, with its retry. */
function mutate(backend: PassBackend, variables: SavePassVariables) {
  const observer = new MutationObserver(
    new QueryClient(),
    savePassMutation(backend, 'offerObject', fast),
  );
  return observer.mutate(variables);
}

describe('createRestBackend through TanStack Query when the network fails', () => {
  it('retries until the restarted server answers', async () => {
    const first = await startServer(serverOptions());
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const backend = createRestBackend({ baseUrl: first.baseUrl, fetch: counting });
    await backend.create('offerObject', offer('restart'));
    await first.close();
    const loading = new QueryClient().fetchQuery(
      passQuery(backend, 'offerObject', '3388.restart', { retries: 8, baseDelayMs: 100 }),
    );
    await new Promise((done) => setTimeout(done, 250));
    const second = await startServer(serverOptions({ port: first.port }));
    try {
      await expect(loading).resolves.toMatchObject({ document: offer('restart') });
      // The create, at least one refused attempt, and the one that got through.
      expect(attempts).toBeGreaterThanOrEqual(3);
    } finally {
      await second.close();
    }
  });

  it('gives up with a NetworkError after the last retry, the document untouched', async () => {
    const gone = await startServer(serverOptions());
    await gone.close();
    const mine = offer('unreachable');
    let attempts = 0;
    const counting: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const backend = createRestBackend({ baseUrl: gone.baseUrl, fetch: counting });
    const error = await mutate(backend, {
      id: '3388.unreachable',
      document: mine,
      etag: '"x"',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(`Cannot reach ${gone.baseUrl}`);
    expect(attempts).toBe(1 + fast.retries);
    expect(mine).toEqual(offer('unreachable'));
  });

  it.each([
    [503, 2],
    [502, 2],
    [500, 1],
    [400, 1],
  ])('after a %s, tries %s times in all', async (status, calls) => {
    let count = 0;
    const flaky: typeof fetch = (input, init) => {
      count += 1;
      if (count === 1)
        return Promise.resolve(new Response('{"error":{"message":"Busy"}}', { status }));
      return fetch(input, init);
    };
    const backend = createRestBackend({ baseUrl: server.baseUrl, fetch: flaky });
    await mutate(backend, { document: offer(`status-${status}`) }).catch(() => undefined);
    expect(count).toBe(calls);
  });

  it('takes a retried create that conflicts with exactly its own document as done', async () => {
    let count = 0;
    // The first request reaches the server, but its answer is lost.
    const lossy: typeof fetch = async (input, init) => {
      count += 1;
      const response = await fetch(input, init);
      if (count === 1) throw new TypeError('socket hang up');
      return response;
    };
    const backend = createRestBackend({ baseUrl: server.baseUrl, fetch: lossy });
    await expect(mutate(backend, { document: offer('lost-answer') })).resolves.toMatchObject({
      document: offer('lost-answer'),
    });
    expect(count).toBe(2);
  });

  it('a first create that meets exactly its own document is still a conflict', async () => {
    const backend = createRestBackend({ baseUrl: server.baseUrl });
    await backend.create('offerObject', offer('same-again'));
    const error = await backend.create('offerObject', offer('same-again')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
  });
});

describe('createRestBackend, more failures', () => {
  it('asks for the server version when a 412 does not carry it', async () => {
    const backend = createRestBackend({ baseUrl: server.baseUrl });
    const { etag } = await backend.create('offerObject', offer('bare-412'));
    const bare: typeof fetch = (input, init) =>
      init?.method === 'PUT'
        ? Promise.resolve(new Response('', { status: 412 }))
        : fetch(input, init);
    const error = await createRestBackend({ baseUrl: server.baseUrl, fetch: bare })
      .save('offerObject', '3388.bare-412', offer('bare-412', { state: 'EXPIRED' }), {
        etag: '"old"',
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 412,
      serverDocument: offer('bare-412'),
      serverEtag: etag,
      message: 'The server answered 412',
    });
  });

  it.each([
    ['a body that is not JSON', 'oops'],
    ['a JSON array', '[]'],
  ])('refuses a 200 with %s as a ServerError', async (_name, body) => {
    const odd: typeof fetch = () => Promise.resolve(new Response(body, { status: 200 }));
    const error = await createRestBackend({ baseUrl: server.baseUrl, fetch: odd })
      .load('offerObject', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      status: 200,
      message: 'The server answered 200 without a JSON object',
    });
  });

  it('turns a document that cannot be sent as JSON into a ServerError, without a request', async () => {
    let count = 0;
    const counting: typeof fetch = (input, init) => {
      count += 1;
      return fetch(input, init);
    };
    const error = await createRestBackend({ baseUrl: server.baseUrl, fetch: counting })
      .create('offerObject', { id: '3388.big', amount: 1n })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 0 });
    expect((error as ServerError).message).toMatch(/BigInt/);
    expect(count).toBe(0);
  });
});
