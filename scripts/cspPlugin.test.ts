import { describe, expect, it } from 'vitest';
import { connectSourcesFrom, contentSecurityPolicy, cspMetaTag, cspPlugin } from './cspPlugin.mjs';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it.each([
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    [
      'connect-src',
      [
        "'self'",
        'http://127.0.0.1:*',
        'http://localhost:*',
        'https://walletobjects.googleapis.com',
        'https://oauth2.googleapis.com',
      ],
    ],
  ])('%s is %j', (name, sources) => {
    expect(directives(contentSecurityPolicy())[name]).toEqual(sources);
  });

  it('never allows inline or evaluated script', () => {
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('appends extra connect origins', () => {
    const policy = contentSecurityPolicy(['https://api.example.com']);
    expect(directives(policy)['connect-src']).toContain('https://api.example.com');
  });
});

describe('connectSourcesFrom', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://api.example.com', ['https://api.example.com']],
    [
      'https://a.example.com, http://10.0.0.5:8080  https:',
      ['https://a.example.com', 'http://10.0.0.5:8080', 'https:'],
    ],
    ['https://*.example.com/api/', ['https://*.example.com/api/']],
  ])('reads %j', (value, sources) => {
    expect(connectSourcesFrom(value)).toEqual(sources);
  });

  it.each([
    ["https://a.example.com; script-src 'unsafe-inline'"],
    ["'unsafe-eval'"],
    ['https://a.example.com/"onload'],
  ])('refuses %j, which would change the policy', (value) => {
    expect(() => connectSourcesFrom(value)).toThrow(/PASS_STUDIO_CONNECT_SRC/);
  });
});

describe('cspPlugin', () => {
  it('runs for the build only', () => {
    expect(cspPlugin('default-src https:').apply).toBe('build');
  });

  it('puts the policy in a meta tag first in <head>', () => {
    expect(cspMetaTag("default-src 'self'")).toEqual({
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: "default-src 'self'" },
      injectTo: 'head-prepend',
    });
  });
});
