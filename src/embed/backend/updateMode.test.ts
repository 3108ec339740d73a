import { describe, expect, it } from 'vitest';
import { samples } from '../../io/samples';
import { createRestBackend } from './createRestBackend';
import type { PassDocument } from './passBackend';

const offer = samples.offerObject as PassDocument;
const ID = offer.id as string;

/** A server that answers every request with the document it was sent, and records requests. */
function recordingFetch() {
  const requests: { method: string; body: unknown; ifMatch: string | null }[] = [];
  let stored: unknown = offer;
  const fetch = (_url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method: init?.method ?? 'GET', body, ifMatch: headers.get('If-Match') });
    if (init?.method === 'PATCH') stored = { ...(stored as object), ...(body as object) };
    else if (init?.method === 'PUT') stored = body;
    return Promise.resolve(
      new Response(JSON.stringify(stored), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: `"v${requests.length}"` },
      }),
    );
  };
  return { fetch: fetch, requests };
}

describe('createRestBackend update modes', () => {
  it('PUT stays the default', async () => {
    const { fetch, requests } = recordingFetch();
    const backend = createRestBackend({ baseUrl: 'http://127.0.0.1:1/v1', fetch });
    const { etag } = await backend.load('offerObject', ID);
    await backend.save('offerObject', ID, { ...offer, state: 'EXPIRED' }, { etag });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'PUT']);
  });

  it("'patch' sends only what changed since the loaded copy, with the same If-Match", async () => {
    const { fetch, requests } = recordingFetch();
    const backend = createRestBackend({ baseUrl: 'http://127.0.0.1:1/v1', fetch, update: 'patch' });
    const { etag } = await backend.load('offerObject', ID);
    const saved = await backend.save('offerObject', ID, { ...offer, state: 'EXPIRED' }, { etag });
    expect(requests[1]).toEqual({
      method: 'PATCH',
      body: { id: ID, classId: offer.classId, state: 'EXPIRED' },
      ifMatch: '"v1"',
    });
    // The next save compares with what the server answered.
    await backend.save('offerObject', ID, { ...offer, state: 'ACTIVE' }, { etag: saved.etag });
    expect(requests[2]).toMatchObject({ method: 'PATCH', body: { state: 'ACTIVE' } });
  });

  it("'patch' falls back to PUT for a removed field, which PATCH cannot say", async () => {
    const { fetch, requests } = recordingFetch();
    const backend = createRestBackend({ baseUrl: 'http://127.0.0.1:1/v1', fetch, update: 'patch' });
    const { etag } = await backend.load('offerObject', ID);
    const { barcode: _removed, ...rest } = offer;
    await backend.save('offerObject', ID, rest, { etag });
    expect(requests[1]).toMatchObject({ method: 'PUT', body: rest });
  });
});
