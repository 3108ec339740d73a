import { GOOGLE_WALLET_API } from './walletApi';

export type PublishEndpoint =
  | {
      ok: true;
      /** The Wallet API's base: Google's, or the origin's /walletobjects/v1. */
      baseUrl: string;
      /** The token endpoint of a test server; for Google, the key file's `token_uri`. */
      tokenUri?: string;
    }
  | { ok: false; message: string };

const GOOGLE_ORIGIN = new URL(GOOGLE_WALLET_API).origin;
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Where publishing goes: empty or Google's origin is Google's Wallet API; any other origin is a
 * Google-shaped server (the reference server's `--google` mode) with its API at
 * /walletobjects/v1 and its token endpoint at /token. Only https, or http on this machine.
 */
export function publishEndpoint(text: string): PublishEndpoint {
  const value = text.trim();
  if (value === '') return { ok: true, baseUrl: GOOGLE_WALLET_API };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return {
      ok: false,
      message: `“${value}” is not a web address; write it as http://127.0.0.1:8787`,
    };
  }
  if (url.origin === GOOGLE_ORIGIN) return { ok: true, baseUrl: GOOGLE_WALLET_API };
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK.includes(url.hostname))) {
    return {
      ok: false,
      message: `${url.origin} is not https: the key’s token would travel in the clear (http is for this machine only)`,
    };
  }
  return { ok: true, baseUrl: `${url.origin}/walletobjects/v1`, tokenUri: `${url.origin}/token` };
}
