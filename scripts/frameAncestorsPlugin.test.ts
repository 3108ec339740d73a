import { describe, expect, it } from 'vitest';
import { frameAncestorsFrom, withFrameAncestors } from './frameAncestorsPlugin.mjs';

describe('frameAncestorsFrom', () => {
  it.each([
    [undefined, ['http://127.0.0.1:*', 'http://localhost:*']],
    ['', ['http://127.0.0.1:*', 'http://localhost:*']],
    ['https://admin.example', ['https://admin.example']],
    [
      'https://a.example, http://127.0.0.1:8080 https://*.corp.example',
      ['https://a.example', 'http://127.0.0.1:8080', 'https://*.corp.example'],
    ],
  ])('%j -> %j', (value, expected) => {
    expect(frameAncestorsFrom(value)).toEqual(expected);
  });

  it.each([
    "'none'",
    '*',
    'https://a.example/path',
    'javascript:alert(1)',
    'https://a.example;script-src',
  ])('refuses %s', (token) => {
    expect(() => frameAncestorsFrom(token)).toThrow(
      /PASS_STUDIO_FRAME_ANCESTORS: .* is not an origin/,
    );
  });
});

describe('withFrameAncestors', () => {
  it.each([
    [
      "default-src 'self'; frame-ancestors 'none'",
      "default-src 'self'; frame-ancestors 'self' https://a.example",
    ],
    ["default-src 'self'", "default-src 'self'; frame-ancestors 'self' https://a.example"],
    ['', "frame-ancestors 'self' https://a.example"],
  ])('%s', (policy, expected) => {
    expect(withFrameAncestors(policy, ['https://a.example'])).toBe(expected);
  });
});
