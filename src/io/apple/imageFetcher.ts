import { sizeWords } from './packageLimits';
import type { ImageFetcher } from './toAppleImages';

export interface FetchImageOptions {
  /** Read no further than this: an image bigger than an Apple package allows is not wanted. */
  maxBytes: number;
  timeoutMs: number;
  /** The platform's fetch (Node's or the browser's); a test's own. */
  fetch?: typeof globalThis.fetch;
  /** Said when the request fails outright: in a browser, that is mostly the server's CORS. */
  unreachable?: string;
}

/**
 * An ImageFetcher on the platform's fetch: https only, given up after `timeoutMs`, the body read
 * until it passes `maxBytes`. Each failure is a reason in words, for the loss report.
 */
export function imageFetcher({
  maxBytes,
  timeoutMs,
  fetch = globalThis.fetch,
  unreachable = 'it could not be reached',
}: FetchImageOptions): ImageFetcher {
  const tooLarge = { failed: `it is larger than ${sizeWords(maxBytes)}` };
  return async (uri) => {
    if (!/^https:/i.test(uri)) return { failed: 'its address is not https' };
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(uri, { signal, redirect: 'follow' });
      if (!response.ok) return { failed: `the server answered ${response.status}` };
      if (!/^https:/i.test(response.url || uri))
        return { failed: 'it redirects to an address that is not https' };
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
      const chunks: Uint8Array[] = [];
      let length = 0;
      const reader = response.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        length += read.value.length;
        if (length > maxBytes) {
          await reader?.cancel();
          return tooLarge;
        }
        chunks.push(read.value);
      }
      const bytes = new Uint8Array(length);
      chunks.reduce((at, chunk) => (bytes.set(chunk, at), at + chunk.length), 0);
      return bytes;
    } catch {
      return { failed: signal.aborted ? `no answer within ${timeoutMs / 1000} s` : unreachable };
    }
  };
}
