import { describe, expect, it } from 'vitest';
import { publishEndpoint } from './publishEndpoint';
import { GOOGLE_WALLET_API } from './walletApi';

describe('publishEndpoint', () => {
  it.each([
    ['', { ok: true, baseUrl: GOOGLE_WALLET_API }],
    ['https://walletobjects.googleapis.com', { ok: true, baseUrl: GOOGLE_WALLET_API }],
    [
      'http://127.0.0.1:8787/anything',
      {
        ok: true,
        baseUrl: 'http://127.0.0.1:8787/walletobjects/v1',
        tokenUri: 'http://127.0.0.1:8787/token',
      },
    ],
    [
      'https://wallet.example',
      {
        ok: true,
        baseUrl: 'https://wallet.example/walletobjects/v1',
        tokenUri: 'https://wallet.example/token',
      },
    ],
  ])('%j goes to its API and token endpoint', (text, expected) => {
    expect(publishEndpoint(text)).toEqual(expected);
  });

  it.each([
    ['wallet', /not a web address/],
    ['http://wallet.example', /not https/],
  ])('%j is refused with why', (text, message) => {
    const endpoint = publishEndpoint(text);
    expect(endpoint.ok ? '' : endpoint.message).toMatch(message);
  });
});
