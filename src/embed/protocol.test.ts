import { describe, expect, it } from 'vitest';
import {
  createMessage,
  createReply,
  createRequest,
  isAllowedOrigin,
  newMessageId,
  parseAllowlist,
  parseMessage,
  type Message,
} from './protocol';

const envelope = { protocol: 'pass-studio', version: 1 } as const;
const issue = {
  path: '/classId',
  segments: ['classId'],
  message: 'Class ID is required',
  severity: 'error',
  code: 'required',
};
const offer = { id: '3388.offer', classId: '3388.class' };

const valid: [string, unknown][] = [
  [
    'load',
    { ...envelope, type: 'load', id: 'r1', payload: { kind: 'offerObject', document: offer } },
  ],
  [
    'load of an invalid draft',
    { ...envelope, type: 'load', id: 'r1', payload: { kind: 'transitClass', document: { id: 5 } } },
  ],
  [
    'load of an offer class',
    { ...envelope, type: 'load', id: 'r1', payload: { kind: 'offerClass', document: { id: 'a' } } },
  ],
  ['validate', { ...envelope, type: 'validate', id: 'r2', payload: {} }],
  ['auth', { ...envelope, type: 'auth', id: 'r5', payload: { token: 'eyJ0.eXAi-_~+/==' } }],
  ['token', { ...envelope, type: 'token', id: 'r6', payload: {} }],
  [
    'reply to token',
    {
      ...envelope,
      type: 'reply',
      replyTo: 'r6',
      payload: { ok: true, request: 'token', token: 't' },
    },
  ],
  [
    'reply to auth',
    { ...envelope, type: 'reply', replyTo: 'r5', payload: { ok: true, request: 'auth' } },
  ],
  ['export', { ...envelope, type: 'export', id: 'r3', payload: {} }],
  [
    'save',
    { ...envelope, type: 'save', id: 'r4', payload: { kind: 'offerObject', document: offer } },
  ],
  ['ready', { ...envelope, type: 'ready', payload: {} }],
  [
    'change',
    { ...envelope, type: 'change', payload: { document: {}, valid: false, issues: [issue] } },
  ],
  [
    'change with a located issue',
    {
      ...envelope,
      type: 'change',
      payload: { document: offer, valid: false, issues: [{ ...issue, line: 3, column: 7 }] },
    },
  ],
  [
    'change with a readiness warning',
    {
      ...envelope,
      type: 'change',
      payload: {
        document: offer,
        valid: true,
        issues: [
          {
            ...issue,
            severity: 'warning',
            code: 'google.required',
            rule: 'google.required',
            source: 'https://developers.google.com/wallet',
          },
        ],
      },
    },
  ],
  ['resize', { ...envelope, type: 'resize', payload: { height: 640.5 } }],
  ['error', { ...envelope, type: 'error', payload: { message: 'Cannot load', code: 'load' } }],
  [
    'reply to load',
    { ...envelope, type: 'reply', replyTo: 'r1', payload: { ok: true, request: 'load' } },
  ],
  [
    'reply to save',
    { ...envelope, type: 'reply', replyTo: 'r4', payload: { ok: true, request: 'save' } },
  ],
  [
    'reply to validate',
    {
      ...envelope,
      type: 'reply',
      replyTo: 'r2',
      payload: { ok: true, request: 'validate', valid: false, issues: [issue] },
    },
  ],
  [
    'reply to export',
    {
      ...envelope,
      type: 'reply',
      replyTo: 'r3',
      payload: { ok: true, request: 'export', json: '{}\n' },
    },
  ],
  [
    'failed reply',
    {
      ...envelope,
      type: 'reply',
      replyTo: 'r3',
      payload: {
        ok: false,
        request: 'export',
        error: { message: 'Invalid', code: 'invalid', issues: [issue] },
      },
    },
  ],
];

const invalid: [string, unknown][] = [
  ['null', null],
  ['a string', 'load'],
  ['an array', [envelope]],
  ['another protocol', { protocol: 'other', version: 1, type: 'ready', payload: {} }],
  ['another version', { ...envelope, version: 2, type: 'ready', payload: {} }],
  ['version as text', { ...envelope, version: '1', type: 'ready', payload: {} }],
  ['an unknown type', { ...envelope, type: 'delete', id: 'r', payload: {} }],
  ['a request without id', { ...envelope, type: 'validate', payload: {} }],
  ['a request with an empty id', { ...envelope, type: 'validate', id: '', payload: {} }],
  ['an event with an id', { ...envelope, type: 'ready', id: 'r', payload: {} }],
  [
    'a reply without replyTo',
    { ...envelope, type: 'reply', payload: { ok: true, request: 'load' } },
  ],
  ['an extra envelope field', { ...envelope, type: 'ready', payload: {}, origin: '*' }],
  ['an extra payload field', { ...envelope, type: 'resize', payload: { height: 1, width: 2 } }],
  ['a missing payload', { ...envelope, type: 'ready' }],
  [
    'an unknown kind',
    { ...envelope, type: 'load', id: 'r', payload: { kind: 'transitObject', document: {} } },
  ],
  [
    'a document that is an array',
    { ...envelope, type: 'load', id: 'r', payload: { kind: 'offerObject', document: [] } },
  ],
  ['a negative height', { ...envelope, type: 'resize', payload: { height: -1 } }],
  ['a token with a space', { ...envelope, type: 'auth', id: 'r', payload: { token: 'a b' } }],
  [
    'a token over 8 KiB',
    { ...envelope, type: 'auth', id: 'r', payload: { token: 'a'.repeat(8193) } },
  ],
  [
    'a token reply without a token',
    { ...envelope, type: 'reply', replyTo: 'r', payload: { ok: true, request: 'token' } },
  ],
  ['an infinite height', { ...envelope, type: 'resize', payload: { height: Infinity } }],
  [
    'a malformed issue',
    {
      ...envelope,
      type: 'change',
      payload: { document: {}, valid: false, issues: [{ path: '/a' }] },
    },
  ],
  [
    'a validate reply without issues',
    {
      ...envelope,
      type: 'reply',
      replyTo: 'r',
      payload: { ok: true, request: 'validate', valid: true },
    },
  ],
  [
    'a failed reply without error',
    { ...envelope, type: 'reply', replyTo: 'r', payload: { ok: false, request: 'load' } },
  ],
];

describe('parseMessage', () => {
  it.each(valid)('accepts %s', (_name, data) => {
    expect(parseMessage(data)).toEqual(data);
  });

  it.each(invalid)('rejects %s', (_name, data) => {
    expect(parseMessage(data)).toBeNull();
  });

  it('rejects an object whose getter throws, without throwing', () => {
    const hostile = { ...envelope, payload: {} };
    Object.defineProperty(hostile, 'type', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parseMessage(hostile)).toBeNull();
  });
});

describe('creating messages', () => {
  it('fills in the protocol and version, and every created message parses', () => {
    const load = createRequest('load', { kind: 'offerObject', document: offer }, 'abc');
    const created: Message[] = [
      load,
      createRequest('export', {}),
      createMessage('change', { payload: { document: offer, valid: true, issues: [] } }),
      createMessage('resize', { payload: { height: 200 } }),
      createReply(load, { ok: true, request: 'load' }),
    ];
    expect(load).toEqual({
      ...envelope,
      type: 'load',
      id: 'abc',
      payload: { kind: 'offerObject', document: offer },
    });
    for (const message of created) expect(parseMessage(message)).toEqual(message);
  });

  it('answers a request with its id', () => {
    const request = createRequest('validate', {});
    expect(
      createReply(request, { ok: true, request: 'validate', valid: true, issues: [] }).replyTo,
    ).toBe(request.id);
  });

  it('makes a different id every time', () => {
    const ids = new Set(Array.from({ length: 50 }, newMessageId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('isAllowedOrigin', () => {
  const allowlist = [
    'https://admin.example',
    'http://127.0.0.1:5173',
    'https://tools.example:8443/',
  ];
  it.each([
    ['the exact origin', 'https://admin.example', true],
    ['an entry written with a trailing slash', 'https://tools.example:8443', true],
    ['a loopback origin with its port', 'http://127.0.0.1:5173', true],
    ['another scheme', 'http://admin.example', false],
    ['another port', 'https://admin.example:444', false],
    ['the default port spelled out (not serialized)', 'https://admin.example:443', false],
    ['another port on loopback', 'http://127.0.0.1:5174', false],
    ['localhost for 127.0.0.1', 'http://localhost:5173', false],
    ['a subdomain', 'https://evil.admin.example', false],
    ['a suffix attack', 'https://admin.example.evil.example', false],
    ['an origin with a trailing slash (not serialized)', 'https://admin.example/', false],
    ['upper case (not serialized)', 'https://ADMIN.example', false],
    ['the opaque origin', 'null', false],
    ['an empty origin', '', false],
    ['a wildcard', '*', false],
  ])('%s: %s -> %s', (_name, origin, expected) => {
    expect(isAllowedOrigin(origin, allowlist)).toBe(expected);
  });

  it.each([
    ['a wildcard entry', ['*']],
    ['a "null" entry', ['null']],
    ['a subdomain pattern', ['https://*.example']],
  ])('allows nothing through %s', (_name, list) => {
    expect(isAllowedOrigin('null', list)).toBe(false);
    expect(isAllowedOrigin('https://a.example', list)).toBe(false);
  });

  it('matches an entry written with upper case or a default port', () => {
    expect(isAllowedOrigin('https://a.example', ['HTTPS://A.EXAMPLE:443'])).toBe(true);
  });
});

describe('parseAllowlist', () => {
  it.each([
    ['no parameter', '', [], []],
    [
      'two origins',
      '?origins=https://a.example,https://b.example',
      ['https://a.example', 'https://b.example'],
      [],
    ],
    [
      'repeated parameters and spaces',
      '?origins=https://a.example%20&origins=%20http://127.0.0.1:5173',
      ['https://a.example', 'http://127.0.0.1:5173'],
      [],
    ],
    [
      'a trailing slash and a duplicate',
      '?origins=https://a.example/,https://a.example',
      ['https://a.example'],
      [],
    ],
    ['empty entries', '?origins=,,', [], []],
    ['a wildcard', '?origins=*', [], ['*']],
    ['a path', '?origins=https://a.example/admin', [], ['https://a.example/admin']],
    [
      'another scheme',
      '?origins=file:///x,javascript:alert(1)',
      [],
      ['file:///x', 'javascript:alert(1)'],
    ],
    ['"null"', '?origins=null', [], ['null']],
    ['not a URL', '?origins=a.example', [], ['a.example']],
  ])('reads %s', (_name, search, origins, rejected) => {
    const allowlist = parseAllowlist(new URLSearchParams(search));
    expect(allowlist.origins).toEqual(origins);
    expect(allowlist.rejected.map((entry) => entry.entry)).toEqual(rejected);
    for (const entry of allowlist.rejected) expect(entry.reason).not.toBe('');
  });
});
