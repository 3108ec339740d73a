import { describe, expect, it } from 'vitest';
import { imageFetcher } from './imageFetcher';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const at = (url: string, response: Response) =>
  Object.defineProperty(response, 'url', { value: url });

/** A body of `size` bytes in chunks of 4, without a declared length. */
const stream = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 4) controller.enqueue(new Uint8Array(4));
      controller.close();
    },
  });

/** Answers only when the request is given up. */
const never: typeof fetch = (_, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
  );

describe('imageFetcher', () => {
  it('reads an https image whole', async () => {
    const fetchImage = imageFetcher({
      maxBytes: 100,
      timeoutMs: 5000,
      fetch: () => Promise.resolve(new Response(PNG)),
    });
    expect(await fetchImage('https://example.com/logo.png')).toEqual(PNG);
  });

  it.each<[string, string, typeof fetch, string]>([
    [
      'not https',
      'http://example.com/a.png',
      () => Promise.resolve(new Response(PNG)),
      'its address is not https',
    ],
    [
      'not found',
      'https://example.com/a.png',
      () => Promise.resolve(new Response('', { status: 404 })),
      'the server answered 404',
    ],
    [
      'redirected to http',
      'https://example.com/a.png',
      () => Promise.resolve(at('http://example.com/a.png', new Response(PNG))),
      'it redirects to an address that is not https',
    ],
    [
      'declared too large',
      'https://example.com/a.png',
      () => Promise.resolve(new Response(PNG, { headers: { 'content-length': '101' } })),
      'it is larger than 1 KB',
    ],
    [
      'too large as it streams',
      'https://example.com/a.png',
      () => Promise.resolve(new Response(stream(104))),
      'it is larger than 1 KB',
    ],
    [
      'unreachable',
      'https://example.com/a.png',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'blocked',
    ],
    ['silent', 'https://example.com/a.png', never, 'no answer within 0.001 s'],
  ])('says why it has no image when %s', async (_, uri, fetch, failed) => {
    const fetchImage = imageFetcher({ maxBytes: 100, timeoutMs: 1, fetch, unreachable: 'blocked' });
    expect(await fetchImage(uri)).toEqual({ failed });
  });
});
