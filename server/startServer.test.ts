import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compactVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAVE_URL_PREFIX } from '../src/io/saveLink/saveLinkLength';
import { generateTestKeyFile } from '../src/test/testKey';
import type { ServerOptions } from './parseServerArgs';
import { createRestBackend } from '../src/embed/backend';
import { startServer, type RunningServer } from './startServer';
import { validateDocument } from './validateDocument';

// Spied on, not replaced: how often a request's document is validated, its costly step.
vi.mock('./validateDocument', async (importOriginal) => {
  const actual = await importOriginal<{ validateDocument: typeof validateDocument }>();
  return { ...actual, validateDocument: vi.fn(actual.validateDocument) };
});

const transit = { id: '3388.transit-1', issuerName: 'Pass Studio Rail', reviewStatus: 'DRAFT' };
const offer = { id: '3388.offer-1', classId: '3388.offer-class' };
const offerClass = {
  id: '3388.offer-class',
  issuerName: 'Acme Cafe',
  reviewStatus: 'DRAFT',
  title: '20% off coffee',
  provider: 'Acme Cafe',
  redemptionChannel: 'INSTORE',
};
const json = { 'Content-Type': 'application/json' };

async function start(
  overrides: Partial<ServerOptions> = {},
): Promise<{ server: RunningServer; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'pass-server-'));
  const server = await startServer({
    port: 0,
    dir,
    basePath: '/walletobjects/v1',
    allowOrigins: ['http://127.0.0.1:5173'],
    token: null,
    requireIfMatch: false,
    keyFile: null,
    ...overrides,
  });
  return { server, dir };
}

async function stop({ server, dir }: { server: RunningServer; dir: string }) {
  await server.close();
  await rm(dir, { recursive: true, force: true });
}

/** node:http, because fetch will not send a Host header of our choosing. */
function rawGet(
  port: number,
  path: string,
  host: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { Host: host } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('the reference server', () => {
  let running: { server: RunningServer; dir: string };
  let base: string;
  const send = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(base + path, {
      method,
      headers: body === undefined ? headers : { ...json, ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    running = await start();
    base = running.server.baseUrl;
  });
  afterAll(() => stop(running));

  it('listens on 127.0.0.1 on the port it picked', () => {
    expect(running.server.port).toBeGreaterThan(0);
    expect(base).toBe(`http://127.0.0.1:${running.server.port}/walletobjects/v1`);
  });

  it('answers 404 with a Google-like error body for an unknown id', async () => {
    const response = await send('GET', '/transitClass/3388.missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({
      error: {
        code: 404,
        status: 'NOT_FOUND',
        message: 'No transit class with the id "3388.missing"',
        errors: [
          {
            domain: 'walletobjects',
            reason: 'resourceNotFound',
            message: 'No transit class with the id "3388.missing"',
          },
        ],
      },
    });
  });

  it('creates with POST: 201, Location, ETag, the stored document, a file on disk', async () => {
    const response = await send('POST', '/transitClass', transit);
    expect(response.status).toBe(201);
    expect(response.headers.get('location')).toBe('/walletobjects/v1/transitClass/3388.transit-1');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
    expect(await response.json()).toEqual(transit);
    const file = await readFile(join(running.dir, 'transitClass', '3388.transit-1.json'), 'utf8');
    expect(JSON.parse(file)).toEqual(transit);
  });

  it('reads with GET: the same ETag as the create, the stored bytes', async () => {
    const created = await send('POST', '/offerObject', offer);
    const response = await send('GET', '/offerObject/3388.offer-1');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(created.headers.get('etag'));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe(JSON.stringify(offer, null, 2) + '\n');
  });

  it('answers 409 to a second POST with the stored document and its ETag', async () => {
    const first = await send('POST', '/offerObject', { ...offer, id: '3388.offer-twice' });
    const response = await send('POST', '/offerObject', {
      ...offer,
      id: '3388.offer-twice',
      state: 'EXPIRED',
    });
    expect(response.status).toBe(409);
    expect(response.headers.get('etag')).toBe(first.headers.get('etag'));
    const body = (await response.json()) as { error: { status: string }; document: unknown };
    expect(body.error.status).toBe('ALREADY_EXISTS');
    expect(body.document).toEqual({ ...offer, id: '3388.offer-twice' });
  });

  it.each([
    [
      'an invalid document',
      { id: '3388.x' },
      json,
      400,
      /offer object is not valid: \/classId: Class ID is required/,
    ],
    ['a body that is not JSON', '{"id": ', json, 400, /The body is not valid JSON/],
    ['an empty body', '', json, 400, /The body is empty/],
    [
      'a body that is not JSON by type',
      '{}',
      { 'Content-Type': 'text/plain' },
      415,
      /must be application\/json/,
    ],
    [
      'an id that cannot be a file name',
      { ...offer, id: '../evil' },
      json,
      400,
      /The id "..\/evil" cannot be stored/,
    ],
  ])('refuses %s on POST', async (_name, body, headers, status, message) => {
    const response = await fetch(`${base}/offerObject`, {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(response.status).toBe(status);
    const error = ((await response.json()) as { error: { code: number; message: string } }).error;
    expect(error.code).toBe(status);
    expect(error.message).toMatch(message);
  });

  it('lists every issue of an invalid document with its path', async () => {
    const response = await send('POST', '/offerObject', { id: 3, classId: 'a.b', colour: 'red' });
    const body = (await response.json()) as {
      error: { issues: { path: string; code: string }[]; issueCount: number };
    };
    expect(body.error.issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['/id', 'invalid_type'],
      ['/colour', 'unrecognized_keys'],
    ]);
    expect(body.error.issueCount).toBe(2);
  });

  it('sends at most 100 issues, with the total count, for thousands of wrong values', async () => {
    const wrong = { ...offer, id: '3388.many', textModulesData: new Array(9_000).fill(1) };
    vi.mocked(validateDocument).mockClear();
    const response = await send('POST', '/offerObject', wrong);
    const text = await response.text();
    expect(response.status).toBe(400);
    const body = JSON.parse(text) as {
      error: { issues: unknown[]; issueCount: number; message: string };
    };
    expect(body.error.issues).toHaveLength(100);
    expect(body.error.issueCount).toBe(9_000);
    expect(body.error.message).toMatch(/\/textModulesData\/0: .* \(and 8999 more\)$/);
    expect(text.length).toBeLessThan(64 * 1024);
    expect(validateDocument).toHaveBeenCalledTimes(1);
  });

  it('refuses a megabyte of 500k wrong numbers by its size, before validating, with a small body', async () => {
    const body = `{"id":"3388.numbers","classId":"a.b","textModulesData":[${'1,'.repeat(499_999)}1]}`;
    expect(body.length).toBeGreaterThan(1_000_000);
    vi.mocked(validateDocument).mockClear();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', '/offerObject', body)),
    );
    const texts = await Promise.all(responses.map((response) => response.text()));
    expect(validateDocument).not.toHaveBeenCalled();
    for (const [index, response] of responses.entries()) {
      expect(response.status).toBe(413);
      expect(texts[index]).toMatch(/The body is too large: More than 10000 values/);
      expect(texts[index]?.length).toBeLessThan(1024);
    }
  });

  it.each([
    ['a 100k-deep body', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, /nested more than 32/],
    [
      'a 40k-character string',
      JSON.stringify({ ...offer, id: 'x'.repeat(40_000) }),
      /at most 32768/,
    ],
  ])('refuses %s with 413', async (_name, body, message) => {
    const response = await send('POST', '/offerObject', body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      message,
    );
  });

  it('refuses a body over 1 MiB with 413', async () => {
    const response = await send('POST', '/offerObject', {
      ...offer,
      padding: 'x'.repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  describe('PUT', () => {
    const id = '3388.transit-put';
    const path = `/transitClass/${id}`;
    let etag: string;
    beforeAll(async () => {
      etag = (await send('POST', '/transitClass', { ...transit, id })).headers.get('etag') ?? '';
    });

    it('replaces with a matching If-Match and answers the new ETag', async () => {
      const response = await send(
        'PUT',
        path,
        { ...transit, id, issuerName: 'Two' },
        { 'If-Match': etag },
      );
      expect(response.status).toBe(200);
      const next = response.headers.get('etag') ?? '';
      expect(next).not.toBe(etag);
      expect(await response.json()).toEqual({ ...transit, id, issuerName: 'Two' });
      expect((await send('GET', path)).headers.get('etag')).toBe(next);
      etag = next;
    });

    it('answers 412 to a stale If-Match with the current version and its ETag', async () => {
      const response = await send(
        'PUT',
        path,
        { ...transit, id, issuerName: 'Stale' },
        { 'If-Match': '"stale"' },
      );
      expect(response.status).toBe(412);
      expect(response.headers.get('etag')).toBe(etag);
      const body = (await response.json()) as { error: { status: string }; document: unknown };
      expect(body.error.status).toBe('FAILED_PRECONDITION');
      expect(body.document).toEqual({ ...transit, id, issuerName: 'Two' });
    });

    it('lets the last write win without If-Match', async () => {
      const response = await send('PUT', path, { ...transit, id, issuerName: 'Three' });
      expect(response.status).toBe(200);
      etag = response.headers.get('etag') ?? '';
    });

    it.each([
      [
        'a body id other than the path id',
        path,
        { ...transit, id: '3388.other' },
        400,
        /must equal the id in the path/,
      ],
      [
        'an unknown id',
        '/transitClass/3388.nobody',
        { ...transit, id: '3388.nobody' },
        404,
        /create it with POST/,
      ],
      [
        'an invalid document',
        path,
        { id, issuerName: 5 },
        400,
        /transit class is not valid: \/issuerName/,
      ],
    ])('refuses %s', async (_name, target, body, status, message) => {
      const response = await send('PUT', target, body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        message,
      );
    });
  });

  describe('PATCH', () => {
    const id = '3388.transit-patch';
    const path = `/transitClass/${id}`;
    const stored = {
      ...transit,
      id,
      hexBackgroundColor: '#123456',
      activationOptions: { activationUrl: 'https://example.com/a', allowReactivation: true },
      textModulesData: [
        { id: 'a', header: 'A', body: 'a' },
        { id: 'b', header: 'B', body: 'b' },
      ],
    };
    let etag: string;
    beforeAll(async () => {
      etag = (await send('POST', '/transitClass', stored)).headers.get('etag') ?? '';
    });

    it('stores the fields sent, merges objects, replaces lists, keeps the rest', async () => {
      const response = await send(
        'PATCH',
        path,
        {
          id,
          issuerName: 'Patched',
          activationOptions: { allowReactivation: false },
          textModulesData: [{ id: 'c', header: 'C', body: 'c' }],
        },
        { 'If-Match': etag },
      );
      expect(response.status).toBe(200);
      const expected = {
        ...stored,
        issuerName: 'Patched',
        activationOptions: { activationUrl: 'https://example.com/a', allowReactivation: false },
        textModulesData: [{ id: 'c', header: 'C', body: 'c' }],
      };
      expect(await response.json()).toEqual(expected);
      const next = response.headers.get('etag') ?? '';
      expect(next).not.toBe(etag);
      const read = await send('GET', path);
      expect(read.headers.get('etag')).toBe(next);
      expect(await read.json()).toEqual(expected);
      etag = next;
    });

    it('takes a body without the id', async () => {
      const response = await send('PATCH', path, { hexBackgroundColor: '#abcdef' });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id, hexBackgroundColor: '#abcdef' });
      etag = response.headers.get('etag') ?? '';
    });

    it('answers 412 to a stale If-Match with the current version, and changes nothing', async () => {
      const before = await (await send('GET', path)).json();
      const response = await send(
        'PATCH',
        path,
        { issuerName: 'Stale' },
        { 'If-Match': '"stale"' },
      );
      expect(response.status).toBe(412);
      expect(response.headers.get('etag')).toBe(etag);
      expect(((await response.json()) as { document: unknown }).document).toEqual(before);
    });

    it.each([
      [
        'a body id other than the path id',
        path,
        { id: '3388.other' },
        400,
        /must equal the id in the path/,
      ],
      [
        'an unknown id',
        '/transitClass/3388.nobody',
        { issuerName: 'x' },
        404,
        /create it with POST/,
      ],
      [
        'a merge that is not valid',
        path,
        { issuerName: 5 },
        400,
        /transit class is not valid: \/issuerName/,
      ],
      ['a body that is no object', path, [1], 400, /JSON object of the fields to change/],
    ])('refuses %s', async (_name, target, body, status, message) => {
      const response = await send('PATCH', target, body);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        message,
      );
    });
  });

  describe('offerClass', () => {
    const path = `/offerClass/${offerClass.id}`;
    let etag: string;

    it('creates with POST and reads with GET under {base}/offerClass/{id}', async () => {
      const created = await send('POST', '/offerClass', offerClass);
      expect(created.status).toBe(201);
      expect(created.headers.get('location')).toBe(`/walletobjects/v1${path}`);
      etag = created.headers.get('etag') ?? '';
      const read = await send('GET', path);
      expect(read.status).toBe(200);
      expect(read.headers.get('etag')).toBe(etag);
      expect(await read.json()).toEqual(offerClass);
      const file = await readFile(join(running.dir, 'offerClass', `${offerClass.id}.json`), 'utf8');
      expect(JSON.parse(file)).toEqual(offerClass);
    });

    it('validates as an offer class: an offer object body is refused', async () => {
      const response = await send('POST', '/offerClass', { id: '3388.not-a-class', classId: 'a' });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /^The offer class is not valid/,
      );
    });

    it('replaces with PUT and If-Match, and answers 412 with the stored class to a stale one', async () => {
      const updated = { ...offerClass, title: '25% off coffee' };
      const put = await send('PUT', path, updated, { 'If-Match': etag });
      expect(put.status).toBe(200);
      const next = put.headers.get('etag') ?? '';
      expect(next).not.toBe(etag);

      const stale = await send(
        'PUT',
        path,
        { ...offerClass, title: 'Stale' },
        { 'If-Match': etag },
      );
      expect(stale.status).toBe(412);
      expect(stale.headers.get('etag')).toBe(next);
      const body = (await stale.json()) as { error: { status: string }; document: unknown };
      expect(body.error.status).toBe('FAILED_PRECONDITION');
      expect(body.document).toEqual(updated);

      const twice = await send('POST', '/offerClass', offerClass);
      expect(twice.status).toBe(409);
    });
  });

  it.each([
    ['an unknown kind', 'GET', '/transitObject/a', 404],
    ['an unknown kind, POST', 'POST', '/offerClasses', 404],
    ['a path outside the base', 'GET', '/../x', 404],
    ['a nested path', 'GET', '/transitClass/a/b', 404],
    ['an empty id', 'GET', '/transitClass/', 404],
    ['a badly escaped id', 'GET', '/transitClass/%E0%A4%A', 400],
    ['an id with a slash', 'GET', '/transitClass/a%2Fb', 400],
    ['DELETE on a document', 'DELETE', '/transitClass/a', 405],
    ['GET on a collection without a filter', 'GET', '/transitClass', 400],
    ['DELETE on a collection', 'DELETE', '/transitClass', 405],
  ])('answers %s with %s', async (_name, method, path, status) => {
    const response = await send(method, path);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(status);
  });

  it('says which methods a path allows on 405', async () => {
    expect((await send('DELETE', '/transitClass/a')).headers.get('allow')).toBe(
      'GET, PUT, PATCH, OPTIONS',
    );
    expect((await send('DELETE', '/offerObject')).headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect((await send('GET', '/offerObject/a/addMessage')).headers.get('allow')).toBe(
      'POST, OPTIONS',
    );
  });

  describe('CORS', () => {
    const allowed = { Origin: 'http://127.0.0.1:5173' };

    it('answers a preflight from an allowed origin', async () => {
      const response = await send('OPTIONS', '/transitClass/a', undefined, {
        ...allowed,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'if-match, content-type',
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(response.headers.get('access-control-allow-methods')).toBe(
        'GET, POST, PUT, PATCH, OPTIONS',
      );
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type, If-Match',
      );
    });

    it('exposes ETag to an allowed origin, on errors too', async () => {
      const found = await send('GET', '/offerObject/3388.offer-1', undefined, allowed);
      expect(found.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(found.headers.get('access-control-expose-headers')).toBe('ETag, Location');
      expect(found.headers.get('vary')).toBe('Origin');
      const missing = await send('GET', '/offerObject/3388.none', undefined, allowed);
      expect(missing.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    });

    it.each(['OPTIONS', 'GET', 'POST'])(
      'refuses %s from another origin with 403',
      async (method) => {
        const response = await send(method, '/offerObject/3388.offer-1', undefined, {
          Origin: 'https://evil.example',
        });
        expect(response.status).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
          '--allow-origin https://evil.example',
        );
      },
    );
  });

  it.each([
    ['localhost', 200],
    ['127.0.0.1', 200],
    ['[::1]', 200],
    ['evil.example', 403],
    ['127.0.0.1.evil.example', 403],
  ])('answers the Host %s with %s', async (host, status) => {
    const { port } = running.server;
    const response = await rawGet(
      port,
      '/walletobjects/v1/offerObject/3388.offer-1',
      `${host}:${port}`,
    );
    expect(response.status).toBe(status);
    if (status === 403) expect(response.body).toMatch('only loopback hosts');
  });
});

describe('the reference server with --require-if-match', () => {
  it('answers 428 to a PUT or PATCH without If-Match and accepts one with it', async () => {
    const running = await start({ requireIfMatch: true });
    try {
      const base = running.server.baseUrl;
      const put = (headers: Record<string, string>, method = 'PUT') =>
        fetch(`${base}/offerObject/${offer.id}`, {
          method,
          headers: { ...json, ...headers },
          body: JSON.stringify(offer),
        });
      const created = await fetch(`${base}/offerObject`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(offer),
      });
      const without = await put({});
      expect(without.status).toBe(428);
      expect(((await without.json()) as { error: { message: string } }).error.message).toMatch(
        'requires If-Match',
      );
      expect((await put({ 'If-Match': created.headers.get('etag') ?? '' })).status).toBe(200);
      expect((await put({ 'If-Match': '*' })).status).toBe(200);
      expect((await put({}, 'PATCH')).status).toBe(428);
      expect((await put({ 'If-Match': '*' }, 'PATCH')).status).toBe(200);
    } finally {
      await stop(running);
    }
  });
});

describe('the reference server with --token and --base', () => {
  it('asks for the bearer token on every request but a preflight, under its own base path', async () => {
    const running = await start({ token: 's3cret', basePath: '/api' });
    try {
      const url = `${running.server.origin}/api/offerObject/${offer.id}`;
      const missing = await fetch(url);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="pass-studio"');
      expect((await fetch(url, { headers: { Authorization: 'Bearer wrong!' } })).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: 'Bearer s3cret' } })).status).toBe(404);
      const preflight = await fetch(url, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1:5173' },
      });
      expect(preflight.status).toBe(204);
      const outside = await fetch(
        `${running.server.baseUrl.replace('/api', '/walletobjects/v1')}/offerObject/x`,
        {
          headers: { Authorization: 'Bearer s3cret' },
        },
      );
      expect(outside.status).toBe(404);
    } finally {
      await stop(running);
    }
  });
});

describe('starting the reference server', () => {
  it('removes the temporary files interrupted writes left, and keeps the documents', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pass-server-'));
    const leftover = 'offerClass/3388.c.json.0b6e7c1a-3f4d-4e5a-9b8c-7d6e5f4a3b2c.tmp';
    await mkdir(join(dir, 'offerClass'));
    await writeFile(join(dir, 'offerClass', '3388.c.json'), JSON.stringify(offerClass));
    await writeFile(join(dir, leftover), '{"id": "3388.c", "tit');
    const running = await start({ dir });
    try {
      expect(running.server.removedAtStart).toEqual([leftover]);
      expect(await readdir(join(dir, 'offerClass'))).toEqual(['3388.c.json']);
      const read = await fetch(`${running.server.baseUrl}/offerClass/3388.c`);
      expect(read.status).toBe(200);
    } finally {
      await stop(running);
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('closing the reference server', () => {
  it('stops answering and frees its port for a new server', async () => {
    const running = await start();
    const { port } = running.server;
    await running.server.close();
    await expect(fetch(`${running.server.baseUrl}/offerObject/x`)).rejects.toThrow();
    const again = await start({ port, dir: running.dir });
    expect(again.server.port).toBe(port);
    await stop(again);
  });

  it('says when the port is taken', async () => {
    const running = await start();
    try {
      await expect(start({ port: running.server.port })).rejects.toThrow(/port \d+ is in use/);
    } finally {
      await stop(running);
    }
  });
});

describe('the library REST client against the reference server', () => {
  it("with update: 'patch', saves an edit as a PATCH the server merges, and a removal as a PUT", async () => {
    const running = await start();
    const methods: string[] = [];
    const backend = createRestBackend({
      baseUrl: running.server.baseUrl,
      update: 'patch',
      fetch: (input, init) => {
        methods.push(init?.method ?? 'GET');
        return fetch(input, init);
      },
    });
    try {
      const created = await backend.create('transitClass', {
        ...transit,
        hexBackgroundColor: '#123456',
      });
      const edited: Record<string, unknown> = { ...created.document, issuerName: 'Patched' };
      const patched = await backend.save('transitClass', transit.id, edited, created);
      expect(patched.document).toEqual(edited);
      const { hexBackgroundColor: _removed, ...withoutColour } = edited;
      const put = await backend.save('transitClass', transit.id, withoutColour, patched);
      expect(put.document).toEqual(withoutColour);
      expect(methods).toEqual(['POST', 'PATCH', 'PUT']);
      expect((await backend.load('transitClass', transit.id)).document).toEqual(withoutColour);
    } finally {
      await stop(running);
    }
  });
});

describe('the reference server with --key', () => {
  const claims = (payload: Record<string, unknown>) => ({
    iss: '',
    aud: 'google',
    typ: 'savetowallet',
    origins: ['https://shop.example'],
    payload,
  });

  it('signs save links with the key, as its service account, after checking every pass', async () => {
    const key = await generateTestKeyFile('signer@test-project.iam.gserviceaccount.com');
    const keyDir = await mkdtemp(join(tmpdir(), 'pass-key-'));
    const keyFile = join(keyDir, 'key.json');
    await writeFile(keyFile, key.file);
    const running = await start({ keyFile });
    try {
      expect(running.server.signsAs).toBe(key.clientEmail);
      const url = `${running.server.baseUrl}/saveLink`;
      const post = (body: unknown) =>
        fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });

      const signed = await post(claims({ offerObjects: [offer] }));
      expect(signed.status).toBe(200);
      const answer = (await signed.json()) as { jwt: string; url: string; length: number };
      expect(answer.url).toBe(SAVE_URL_PREFIX + answer.jwt);
      const { payload } = await compactVerify(answer.jwt, key.publicKey);
      expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
        iss: key.clientEmail,
        aud: 'google',
        typ: 'savetowallet',
        origins: ['https://shop.example'],
        iat: expect.any(Number) as number,
        payload: { offerObjects: [offer] },
      });

      const invalid = await post(claims({ offerObjects: [{ ...offer, state: 'nope' }] }));
      expect(invalid.status).toBe(400);
      const refused = (await invalid.json()) as { error: { message: string; issues: unknown[] } };
      expect(refused.error.message).toMatch(
        /^payload\.offerObjects\[0\]: The offer object is not valid: \/state/,
      );
      expect(refused.error.issues).toHaveLength(1);
      for (const [body, message] of [
        [claims({}), /no class or object/],
        [{ ...claims({ offerObjects: [offer] }), aud: 'me' }, /"aud": "google"/],
        [claims({ boardingPasses: [offer] }), /not a list this server signs/],
        [[1], /claims of a save link/],
      ] as const) {
        const response = await post(body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
          message,
        );
      }
      expect((await fetch(url)).status).toBe(405);
    } finally {
      await stop(running);
      await rm(keyDir, { recursive: true, force: true });
    }
  });

  it('answers 501 without a key, saying how to give one', async () => {
    const running = await start();
    try {
      const response = await fetch(`${running.server.baseUrl}/saveLink`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(claims({ offerObjects: [offer] })),
      });
      expect(response.status).toBe(501);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        '--key KEY.json',
      );
    } finally {
      await stop(running);
    }
  });

  it('does not start with a key file that is no key, and does not quote it', async () => {
    const keyDir = await mkdtemp(join(tmpdir(), 'pass-key-'));
    const keyFile = join(keyDir, 'key.json');
    await writeFile(keyFile, '{"client_email":"a@b","private_key":"SECRET-MATERIAL"}');
    try {
      const started = start({ keyFile });
      await expect(started).rejects.toThrow(`--key ${keyFile}: Not a service-account key file`);
      await expect(started).rejects.not.toThrow('SECRET-MATERIAL');
    } finally {
      await rm(keyDir, { recursive: true, force: true });
    }
  });
});
