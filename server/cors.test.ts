import { describe, expect, it } from 'vitest';
import { corsHeaders } from './cors';

const allow = ['http://127.0.0.1:5173'];

describe('corsHeaders', () => {
  it('needs no headers without an Origin', () => {
    expect(corsHeaders(undefined, allow, false)).toEqual({});
  });

  it.each([
    ['another port', 'http://127.0.0.1:5174'],
    ['another scheme', 'https://127.0.0.1:5173'],
    ['another host', 'http://localhost:5173'],
    ['the opaque origin', 'null'],
  ])('refuses %s', (_name, origin) => {
    expect(corsHeaders(origin, allow, false)).toBeNull();
  });

  it('echoes an allowed origin and exposes ETag', () => {
    expect(corsHeaders('http://127.0.0.1:5173', allow, false)).toEqual({
      'Access-Control-Allow-Origin': 'http://127.0.0.1:5173',
      'Access-Control-Expose-Headers': 'ETag, Location',
      Vary: 'Origin',
    });
  });

  it('lists methods and headers on a preflight', () => {
    expect(corsHeaders('http://127.0.0.1:5173', allow, true)).toMatchObject({
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Match',
    });
  });
});
