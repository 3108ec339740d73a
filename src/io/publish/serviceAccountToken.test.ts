import { decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateTestKey } from '../../test/testKey';
import type { ServiceAccountKey } from '../saveLink/serviceAccountKey';
import { googleApiError } from './googleApiError';
import { createTokenSource, WALLET_SCOPE } from './serviceAccountToken';

let key: ServiceAccountKey;
let publicKey: CryptoKey;
let pem = '';

beforeAll(async () => {
  ({ key, publicKey, pem } = await generateTestKey(
    'pub@p.iam.gserviceaccount.com',
    'http://127.0.0.1:9/token',
  ));
}, 60_000);

/** A token endpoint in memory: records each form it gets and answers `reply`. */
function endpoint(reply: (count: number) => { status: number; body: unknown }) {
  const forms: URLSearchParams[] = [];
  const fetch = ((_url: string | URL | Request, init?: RequestInit) => {
    forms.push(new URLSearchParams(init?.body as string));
    const { status, body } = reply(forms.length);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  }) as typeof globalThis.fetch;
  return { fetch, forms };
}

describe('createTokenSource', { timeout: 60_000 }, () => {
  it('posts an RS256 assertion for the wallet scope to the key file’s token_uri, and reuses the token', async () => {
    const server = endpoint((n) => ({
      status: 200,
      body: { access_token: `token-${n}`, expires_in: 3600 },
    }));
    let now = 1_700_000_000;
    const tokens = createTokenSource({ key, fetch: server.fetch, now: () => now });
    expect(await tokens.token()).toBe('token-1');
    expect(await tokens.token()).toBe('token-1');
    now += 3600;
    expect(await tokens.token()).toBe('token-2');
    const form = server.forms[0]!;
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = form.get('assertion')!;
    expect(decodeProtectedHeader(assertion)).toMatchObject({
      alg: 'RS256',
      kid: '0123456789abcdef',
    });
    const { payload } = await jwtVerify(assertion, publicKey, {
      audience: 'http://127.0.0.1:9/token',
      issuer: 'pub@p.iam.gserviceaccount.com',
      currentDate: new Date(1_700_000_000_000),
    });
    expect(payload).toMatchObject({ scope: WALLET_SCOPE, iat: 1_700_000_000, exp: 1_700_003_600 });
  });

  it('says why the endpoint refused the key, never quoting the key or the assertion', async () => {
    const server = endpoint(() => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
    }));
    const error = await createTokenSource({ key, fetch: server.fetch })
      .token()
      .then(
        () => new Error('no error'),
        (e: unknown) => e as Error,
      );
    expect(error.message).toBe(
      'The token endpoint refused the key (invalid_grant): Invalid JWT Signature.',
    );
    expect(error.message).not.toContain(server.forms[0]!.get('assertion')!.slice(0, 40));
    expect(error.message).not.toContain(pem.split('\n')[1]!);
  });

  it('never sends the assertion to a token URI that is not https or this machine', () => {
    const server = endpoint(() => ({ status: 200, body: {} }));
    expect(() =>
      createTokenSource({ key, fetch: server.fetch, tokenUri: 'http://tokens.example/token' }),
    ).toThrow(/is not https/);
  });
});

describe('googleApiError', () => {
  it.each([
    [
      'the legacy errors list',
      400,
      {
        error: {
          code: 400,
          message: 'Invalid resource ID',
          errors: [{ reason: 'invalidResource', location: 'id' }],
        },
      },
      { reason: 'invalidResource', field: 'id', explained: 'invalid-argument' },
    ],
    [
      'field violations',
      400,
      {
        error: {
          code: 400,
          message: 'bad',
          status: 'INVALID_ARGUMENT',
          details: [{ fieldViolations: [{ field: 'barcode.type', description: 'x' }] }],
        },
      },
      { reason: 'INVALID_ARGUMENT', field: 'barcode.type' },
    ],
    ['a body that is not Google’s', 502, 'Bad gateway', { status: 502 }],
  ])('reads %s', (_, status, body, expected) => {
    expect(googleApiError(status, body, 'Updating').details).toMatchObject(expected);
  });
});
