import { importPKCS8, SignJWT } from 'jose';
import { googleErrorRows as rows } from '../googleErrorRows';
import type { ServiceAccountKey } from '../saveLink/serviceAccountKey';
import { isRecord } from '../walkDocument';
import { createCarefulHttp, originOf, serverText, type CarefulHttp } from './carefulHttp';
import { PublishError } from './publishError';

/** The scope of the Google Wallet API (https://developers.google.com/wallet/reference/rest). */
export const WALLET_SCOPE = 'https://www.googleapis.com/auth/wallet_object.issuer';
/** Where a key file without `token_uri` asks for tokens. */
export const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google accepts assertions valid for at most an hour. */
const ASSERTION_SECONDS = 3600;
/** A token this close to its end is renewed rather than used. */
const RENEW_BEFORE_SECONDS = 60;

export interface TokenSourceOptions {
  key: ServiceAccountKey;
  /** The token endpoint: the key file's `token_uri` unless a test endpoint is given. */
  tokenUri?: string;
  /** How requests are sent: the run's careful client, or one made around `fetch`. */
  http?: CarefulHttp;
  fetch?: typeof fetch;
  /** Seconds since the epoch. */
  now?: () => number;
}

export interface TokenSource {
  /** A valid access token, asked for once and reused until it nears its end. */
  token(): Promise<string>;
  /** Forgets the token, after an API call refused it. */
  forget(): void;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * Where the assertion may go: https, or http to this machine (the reference server). Errors show
 * the origin at most: a key file's token_uri can hold anything, the private key by mistake.
 */
function checkedTokenUri(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new PublishError('token', 'The key file’s token_uri is not a URL');
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) return url.href;
  throw new PublishError(
    'token',
    `The token URI (${originOf(url.href)}) is not https: the key's assertion is not sent there`,
  );
}

/**
 * Access tokens for a service account by the OAuth 2 JWT bearer grant (RFC 7523), as Google's
 * service accounts get them: an RS256 assertion (iss the account, aud the token endpoint,
 * scope wallet_object.issuer, an hour long) posted to the token endpoint. Built on jose and an
 * injected fetch, so the browser and Node share it; google-auth-library's JWT client posts to
 * Google's endpoint whatever the key file says, and it needs Node.
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const { key } = options;
  const http = options.http ?? createCarefulHttp(options.fetch ?? globalThis.fetch);
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const tokenUri = checkedTokenUri(options.tokenUri ?? key.tokenUri ?? GOOGLE_TOKEN_URI);
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function ask(): Promise<string> {
    const issuedAt = now();
    let privateKey;
    try {
      privateKey = await importPKCS8(key.privateKey, 'RS256');
    } catch {
      throw new PublishError(
        'token',
        'The key file’s “private_key” is not an RSA private key in PKCS#8 form',
      );
    }
    const assertion = await new SignJWT({ scope: WALLET_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(key.keyId && { kid: key.keyId }) })
      .setIssuer(key.clientEmail)
      .setAudience(tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_SECONDS)
      .sign(privateKey);
    const response = await http.send({
      url: tokenUri,
      init: {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: GRANT_TYPE, assertion }).toString(),
      },
      who: 'The token endpoint',
      redirects: 'never',
      failure: 'token',
    });
    const record = isRecord(response.json) ? response.json : {};
    if (!response.ok || typeof record.access_token !== 'string') {
      const reason =
        typeof record.error === 'string' ? serverText(record.error, 80) : `HTTP ${response.status}`;
      const description =
        typeof record.error_description === 'string'
          ? `: ${serverText(record.error_description)}`
          : response.json === undefined && response.text
            ? `: ${response.text}`
            : '';
      throw new PublishError(
        'token',
        `The token endpoint refused the key (${reason})${description}`,
        {
          status: response.status,
          reason,
          explained: rows.tokenRefused,
        },
      );
    }
    const lifetime = typeof record.expires_in === 'number' ? record.expires_in : ASSERTION_SECONDS;
    cached = { token: record.access_token, until: issuedAt + lifetime - RENEW_BEFORE_SECONDS };
    return record.access_token;
  }

  return {
    token() {
      if (cached && cached.until > now()) return Promise.resolve(cached.token);
      pending ??= ask().finally(() => (pending = null));
      return pending;
    },
    forget() {
      cached = null;
    },
  };
}
