import { createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';
import { WALLET_SCOPE } from '../src/io/publish/serviceAccountToken';
import type { ServiceAccountKey } from '../src/io/saveLink/serviceAccountKey';
import { sendJson } from './respond';

const GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** Google refuses assertions valid for more than an hour. */
const MAX_ASSERTION_SECONDS = 3600;
const MAX_FORM_BYTES = 16 * 1024;

export type TokenCheck = 'ok' | 'missing' | 'expired' | 'unknown';

export interface TokenIssuer {
  /** `POST /token`: an access token for a JWT bearer assertion signed by the account. */
  handle(
    request: IncomingMessage,
    response: ServerResponse,
    headers: Record<string, string>,
  ): Promise<void>;
  /** Whether an Authorization header carries a live token of this issuer. */
  check(authorization: string | undefined): TokenCheck;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  let text = '';
  for await (const chunk of request) {
    text += Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk);
    if (text.length > MAX_FORM_BYTES) return null;
  }
  return new URLSearchParams(text);
}

/** An OAuth error body as Google's token endpoint writes it. */
const refuse = (
  response: ServerResponse,
  headers: Record<string, string>,
  error: string,
  description: string,
) => sendJson(response, 400, { error, error_description: description }, headers);

/**
 * The token endpoint of the reference server in --google mode, for one service account: it
 * checks an assertion as Google does (RS256 by the account's key, iss the account, aud this
 * endpoint, the wallet scope, at most an hour, not expired) and answers an opaque token.
 */
/** How far ahead of this clock an assertion's iat may be, as a signer's clock may run ahead. */
const CLOCK_SKEW_SECONDS = 300;

export function createTokenIssuer(
  account: ServiceAccountKey,
  options: { tokenSeconds?: number; now?: () => number } = {},
): TokenIssuer {
  const publicKey: KeyObject = createPublicKey(account.privateKey);
  const lifetime = options.tokenSeconds ?? 3600;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const live = new Map<string, number>();

  return {
    async handle(request, response, headers) {
      const form = await readForm(request);
      if (!form) return refuse(response, headers, 'invalid_request', 'The form is too large');
      if (form.get('grant_type') !== GRANT_TYPE) {
        return refuse(response, headers, 'unsupported_grant_type', `Use grant_type=${GRANT_TYPE}`);
      }
      const audience = `http://${request.headers.host ?? ''}/token`;
      let payload;
      try {
        ({ payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
          algorithms: ['RS256'],
          issuer: account.clientEmail,
          audience,
          currentDate: new Date(now() * 1000),
          requiredClaims: ['iat', 'exp'],
        }));
      } catch (error) {
        const code = (error as { code?: string }).code;
        const why =
          code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' || code === 'ERR_JWS_INVALID'
            ? 'Invalid JWT Signature.'
            : code === 'ERR_JWT_EXPIRED'
              ? 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.'
              : `Invalid JWT: ${(error as Error).message} (iss must be ${account.clientEmail}, aud ${audience})`;
        return refuse(response, headers, 'invalid_grant', why);
      }
      if ((payload.iat ?? 0) > now() + CLOCK_SKEW_SECONDS) {
        return refuse(
          response,
          headers,
          'invalid_grant',
          'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.',
        );
      }
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > MAX_ASSERTION_SECONDS) {
        return refuse(
          response,
          headers,
          'invalid_grant',
          'Invalid JWT: Token must be a short-lived token (60 minutes)',
        );
      }
      const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
      if (!scopes.includes(WALLET_SCOPE)) {
        return refuse(
          response,
          headers,
          'invalid_scope',
          `The assertion must ask for the scope ${WALLET_SCOPE}`,
        );
      }
      for (const [token, until] of live) if (until <= now()) live.delete(token);
      const token = `pst.${randomBytes(32).toString('base64url')}`;
      live.set(token, now() + lifetime);
      sendJson(
        response,
        200,
        { access_token: token, expires_in: lifetime, token_type: 'Bearer' },
        headers,
      );
    },
    check(authorization) {
      const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      if (!token) return 'missing';
      const until = live.get(token);
      if (until === undefined) return 'unknown';
      return until > now() ? 'ok' : 'expired';
    },
  };
}
