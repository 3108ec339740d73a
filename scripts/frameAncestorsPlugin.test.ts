import { describe, expect, it } from 'vitest';
import {
  embedHostsFrom,
  frameAncestorsPlugin,
  withFrameAncestors,
} from './frameAncestorsPlugin.mjs';

describe('embedHostsFrom', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://admin.example', ['https://admin.example']],
    ['https://Admin.example:443/', ['https://admin.example']],
    [
      'https://a.example, http://127.0.0.1:8080 http://[::1]:3000 https://a.example',
      ['https://a.example', 'http://127.0.0.1:8080', 'http://[::1]:3000'],
    ],
  ])('%j -> %j', (value, expected) => {
    expect(embedHostsFrom({ PASS_STUDIO_EMBED_HOSTS: value })).toEqual(expected);
  });

  it.each([
    "'none'",
    '*',
    'http://127.0.0.1:*',
    'https://*.corp.example',
    'https://a.example/path',
    'https://a.example/.',
    'https://user@a.example',
    'https://a.example?x',
    'javascript:alert(1)',
    'https://a.example;script-src',
    "https://a.example'",
    'https://a.example:99999',
    'a.example',
  ])('refuses %s', (token) => {
    expect(() => embedHostsFrom({ PASS_STUDIO_EMBED_HOSTS: token })).toThrow(
      /PASS_STUDIO_EMBED_HOSTS: .* is not an exact origin/,
    );
  });

  it('stops on the variable it replaced, which allowed every loopback port', () => {
    expect(() => embedHostsFrom({ PASS_STUDIO_FRAME_ANCESTORS: 'http://127.0.0.1:*' })).toThrow(
      /replaced by PASS_STUDIO_EMBED_HOSTS/,
    );
  });
});

describe('withFrameAncestors', () => {
  it.each([
    [
      "default-src 'self'; frame-ancestors 'none'",
      ['https://a.example'],
      "default-src 'self'; frame-ancestors 'self' https://a.example",
    ],
    [
      "default-src 'self'",
      ['https://a.example'],
      "default-src 'self'; frame-ancestors 'self' https://a.example",
    ],
    ['', ['https://a.example'], "frame-ancestors 'self' https://a.example"],
    ["frame-ancestors 'none'", [], "frame-ancestors 'self'"],
  ])('%s with %j', (policy, hosts, expected) => {
    expect(withFrameAncestors(policy, hosts)).toBe(expected);
  });
});

describe('frameAncestorsPlugin', () => {
  it('bakes the hosts into the build for the embed to read', () => {
    const plugin = frameAncestorsPlugin(['https://a.example']) as unknown as {
      config: () => unknown;
    };
    expect(plugin.config()).toEqual({
      define: { __PASS_STUDIO_EMBED_HOSTS__: '["https://a.example"]' },
    });
  });
});
