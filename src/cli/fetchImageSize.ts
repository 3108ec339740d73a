import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { imageSize } from 'image-size';
import {
  checkedAddresses,
  errorCode,
  type CheckOptions,
  type ResolvedAddress,
} from './checkedAddresses';

export interface FetchImageOptions extends CheckOptions {
  maxBytes: number;
  maxRedirects: number;
  /** Certificates to trust besides the system's (the tests' own server). */
  ca?: string;
}

export type FetchedImage = { width: number; height: number } | { failed: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MB = 1024 * 1024;

/**
 * Fetches one https image as a careful crawler: every host (the first and each redirect's) is
 * resolved once and refused when any of its addresses is not public, the connection goes to
 * the addresses checked (no second lookup for a DNS rebinding to change), and the body is read
 * only until the image's size is known, never past `maxBytes`. Rejects only when `signal` ends
 * it; every other failure is `{ failed: reason }`.
 */
export async function fetchImageSize(
  uri: string,
  options: FetchImageOptions,
): Promise<FetchedImage> {
  let url = new URL(uri);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:')
      return { failed: `it redirects to ${url.href}, which is not https:` };
    const checked = await checkedAddresses(url.hostname.replace(/^\[|\]$/g, ''), options);
    if ('failed' in checked) return checked;
    let response: IncomingMessage;
    try {
      response = await get(url, checked.addresses, options);
    } catch (error) {
      if (options.signal.aborted) throw options.signal.reason;
      return { failed: connectionProblem(error) };
    }
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (hop === options.maxRedirects)
        return { failed: `it redirects more than ${options.maxRedirects} times` };
      url = new URL(location, url);
      continue;
    }
    return readSize(response, options);
  }
}

/** A lookup that answers with the addresses already checked, whatever Node asks. */
const pinned =
  (addresses: readonly ResolvedAddress[]): LookupFunction =>
  (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [...addresses]);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };

function get(
  url: URL,
  addresses: readonly ResolvedAddress[],
  options: FetchImageOptions,
): Promise<IncomingMessage> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve, reject) => {
    request(
      {
        host: hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        headers: { accept: 'image/*', 'user-agent': 'pass-studio image check' },
        agent: false,
        lookup: pinned(addresses),
        signal: options.signal,
        ...(isIP(hostname) ? {} : { servername: hostname }),
        ...(options.ca === undefined ? {} : { ca: options.ca }),
      },
      resolve,
    )
      .on('error', reject)
      .end();
  });
}

/** Reads the body until its image size is known; cut as it crosses `maxBytes`. */
async function readSize(
  response: IncomingMessage,
  options: FetchImageOptions,
): Promise<FetchedImage> {
  const status = response.statusCode ?? 0;
  const tooLarge = { failed: `it is larger than ${options.maxBytes / MB} MB, which is not read` };
  if (status < 200 || status > 299) {
    response.destroy();
    return { failed: `the server answered ${status}` };
  }
  if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
    response.destroy();
    return tooLarge;
  }
  const chunks: Buffer[] = [];
  let length = 0;
  // Tried at doubling lengths, so the attempts cost as much as one read of the body.
  let nextTry = 1024;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length > options.maxBytes) return tooLarge;
      if (length >= nextTry) {
        nextTry = length * 2;
        const size = sizeOf(Buffer.concat(chunks));
        if (size) return size;
      }
    }
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    return { failed: connectionProblem(error) };
  } finally {
    response.destroy();
  }
  return sizeOf(Buffer.concat(chunks)) ?? { failed: 'what the server sent is not an image' };
}

function sizeOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height } = imageSize(bytes);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined; // not an image, or not enough of it yet
  }
}

function connectionProblem(error: unknown): string {
  const code = errorCode(error);
  if (code === 'ECONNREFUSED') return 'the server refused the connection';
  if (code === 'ECONNRESET') return 'the server closed the connection';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(code))
    return `its certificate is not valid for this host (${code})`;
  return `it could not be fetched (${code})`;
}
