import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { blankDocument } from '../io/blankDocument';
import { loadLinter } from '../io/loadLinter';
import type { ResourceKind } from '../schema/resources';
import type { PassDocument } from './backend/passBackend';
import { checkDocument, exportJson } from './checkDocument';
import { createBridge, type BridgeWindow } from './createBridge';
import type { BridgeEditor, IncomingMessage } from './handleMessage';
import { parseMessage, PROTOCOL, PROTOCOL_VERSION } from './protocol';

// The embed's protocol as a host page sees it: what it posts into the frame, and every message
// that comes back. The editor behind the bridge is the real check and export of a loaded
// document (what PassEditor's handle does); only the window is a stand-in.

const HOST = 'https://admin.example';
const STRANGER = 'https://evil.example';

function embed({ backend = false, knownHost = true } = {}) {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  let listener: ((event: IncomingMessage) => void) | null = null;
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const window: BridgeWindow = {
    parent,
    addEventListener: (_type, next) => (listener = next),
    removeEventListener: () => (listener = null),
  };
  let loaded: { kind: ResourceKind; document: PassDocument } | null = null;
  const tokens: string[] = [];
  const editor: BridgeEditor = {
    load: (kind, document) => (loaded = { kind, document }),
    validate: () => (loaded ? checkDocument(loaded.document, loaded.kind) : null),
    export: () => (loaded ? Promise.resolve(exportJson(loaded.document, loaded.kind)) : null),
    ...(backend ? { auth: (token: string) => tokens.push(token) } : {}),
  };
  const bridge = createBridge({
    window,
    origins: [HOST],
    targetOrigin: knownHost ? HOST : null,
    editor,
  });
  bridge.emit('ready', {});
  /** The host posts `data`; returns what the host received in answer (an export answers once
   * the editor's submit has run). */
  const send = async (data: unknown, origin = HOST, source: unknown = parent) => {
    const before = posted.length;
    listener?.({ data, origin, source });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return posted.slice(before);
  };
  return { bridge, posted, send, tokens, loaded: () => loaded };
}

const envelope = { protocol: PROTOCOL, version: PROTOCOL_VERSION };
const request = (type: string, payload: unknown, id = `${type}-1`) => ({
  ...envelope,
  type,
  id,
  payload,
});

/** The host's reply to the embed's request `id`. */
const reply = (id: string, payload: Record<string, unknown>) => ({
  ...envelope,
  type: 'reply',
  replyTo: id,
  payload,
});

const transit = { ...blankDocument('transitClass'), id: '3388000000022.metro' } as PassDocument;
const offerClass = { ...blankDocument('offerClass'), id: '3388000000022.drinks' } as PassDocument;
const offerObject = {
  ...blankDocument('offerObject'),
  id: '3388000000022.offer-1',
  classId: '3388000000022.drinks',
} as PassDocument;

afterEach(() => {
  vi.useRealTimers();
});

// The warnings' rules are in, as in an editor after its first moments: a reply then follows its
// request within a task.
beforeAll(async () => {
  await loadLinter();
});

describe('the embed protocol, host message by host message', () => {
  it('says ready to the known host, and to nobody while the host is unknown', () => {
    expect(embed().posted).toEqual([
      { targetOrigin: HOST, message: { ...envelope, type: 'ready', payload: {} } },
    ]);
    expect(embed({ knownHost: false }).posted).toEqual([]);
  });

  it.each([
    ['transitClass', transit],
    ['offerClass', offerClass],
    ['offerObject', offerObject],
  ] as const)('loads a %s, replies ok, and validates and exports it', async (kind, document) => {
    const host = embed();
    expect(await host.send(request('load', { kind, document }))).toEqual([
      {
        targetOrigin: HOST,
        message: {
          ...envelope,
          type: 'reply',
          replyTo: 'load-1',
          payload: { ok: true, request: 'load' },
        },
      },
    ]);
    expect(host.loaded()).toEqual({ kind, document });
    const [validated] = await host.send(request('validate', {}));
    const validate = parseMessage(validated?.message);
    expect(validate).toMatchObject({
      type: 'reply',
      replyTo: 'validate-1',
      payload: { ok: true, request: 'validate', valid: true },
    });
    const issues =
      validate?.type === 'reply' && 'issues' in validate.payload ? validate.payload.issues : [];
    // Only Google's readiness warnings may remain, each naming its rule.
    for (const issue of issues ?? [])
      expect(issue).toMatchObject({ severity: 'warning', rule: expect.any(String) as string });
    const [exported] = await host.send(request('export', {}));
    const reply = parseMessage(exported?.message);
    expect(reply?.type === 'reply' && reply.payload).toMatchObject({ ok: true, request: 'export' });
    const json =
      reply?.type === 'reply' && reply.payload.ok && 'json' in reply.payload
        ? reply.payload.json
        : '';
    expect(JSON.parse(json)).toMatchObject({ id: document.id });
  });

  interface Row {
    host: string;
    data: unknown;
    /** What the host gets back: a reply payload (matched), an error event's code, or nothing. */
    expect: { reply: Record<string, unknown> } | { error: string } | 'nothing';
    origin?: string;
    fromElsewhere?: boolean;
    setup?: 'load-invalid' | 'backend';
  }

  const rows: Row[] = [
    {
      host: 'validate before any load',
      data: request('validate', {}),
      expect: { reply: { ok: false, request: 'validate', error: { code: 'not-loaded' } } },
    },
    {
      host: 'export before any load',
      data: request('export', {}),
      expect: { reply: { ok: false, request: 'export', error: { code: 'not-loaded' } } },
    },
    {
      host: 'validate of a document with an error',
      setup: 'load-invalid',
      data: request('validate', {}),
      expect: {
        reply: {
          ok: true,
          request: 'validate',
          valid: false,
          issues: expect.arrayContaining([
            expect.objectContaining({ path: '/classId', severity: 'error' }),
          ]) as unknown,
        },
      },
    },
    {
      host: 'export of a document with an error',
      setup: 'load-invalid',
      data: request('export', {}),
      expect: {
        reply: {
          ok: false,
          request: 'export',
          error: expect.objectContaining({
            code: 'invalid',
            issues: expect.any(Array) as unknown,
          }) as unknown,
        },
      },
    },
    {
      host: 'auth to an embed with a backend',
      setup: 'backend',
      data: request('auth', { token: 'abc.DEF-123' }),
      expect: { reply: { ok: true, request: 'auth' } },
    },
    {
      host: 'auth to an embed without a backend',
      data: request('auth', { token: 'abc.DEF-123' }),
      expect: { reply: { ok: false, request: 'auth', error: { code: 'no-backend' } } },
    },
    {
      host: 'auth with a token that could break the header',
      setup: 'backend',
      data: request('auth', { token: 'abc\r\nX-Evil: 1' }),
      expect: { error: 'bad-message' },
    },
    {
      host: 'load of an unknown kind',
      data: request('load', { kind: 'eventTicketClass', document: {} }),
      expect: { error: 'bad-message' },
    },
    { host: 'a bare string', data: 'load', expect: { error: 'bad-message' } },
    { host: 'an empty object', data: {}, expect: { error: 'bad-message' } },
    {
      host: 'another protocol version',
      data: { ...request('validate', {}), version: 2 },
      expect: { error: 'bad-message' },
    },
    {
      host: 'an unknown field',
      data: { ...request('validate', {}), extra: true },
      expect: { error: 'bad-message' },
    },
    {
      host: 'an event only the embed sends',
      data: { ...envelope, type: 'ready', payload: {} },
      expect: { error: 'unexpected' },
    },
    {
      host: 'an oversized load with an id',
      data: request('load', { kind: 'transitClass', document: { id: 'x'.repeat(100_000) } }),
      expect: { reply: { ok: false, request: 'load', error: { code: 'too-large' } } },
    },
    {
      host: 'an oversized message with no id',
      data: { junk: 'x'.repeat(100_000) },
      expect: { error: 'too-large' },
    },
    {
      host: 'a message nested too deep',
      data: request('load', {
        kind: 'transitClass',
        document: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as unknown,
      }),
      expect: { reply: { ok: false, request: 'load', error: { code: 'too-deep' } } },
    },
    {
      host: 'a load from an origin not on the allowlist',
      data: request('load', { kind: 'transitClass', document: transit }),
      origin: STRANGER,
      expect: 'nothing',
    },
    {
      host: 'a load from a window other than the parent',
      data: request('load', { kind: 'transitClass', document: transit }),
      fromElsewhere: true,
      expect: 'nothing',
    },
    {
      host: 'a load from a look-alike origin with a path',
      data: request('load', { kind: 'transitClass', document: transit }),
      origin: `${HOST}/`,
      expect: 'nothing',
    },
  ];

  it.each(rows)('answers $host', async (row) => {
    const host = embed({ backend: row.setup === 'backend' });
    if (row.setup === 'load-invalid') {
      const { classId: _dropped, ...invalid } = offerObject;
      await host.send(request('load', { kind: 'offerObject', document: invalid }, 'setup'));
    }
    const answers = await host.send(
      row.data,
      row.origin ?? HOST,
      row.fromElsewhere ? { postMessage: () => undefined } : undefined,
    );
    if (row.expect === 'nothing') {
      expect(answers).toEqual([]);
      expect(host.loaded()).toBeNull();
      return;
    }
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer?.targetOrigin).toBe(HOST);
    // Every answer is itself a valid protocol message, never an echo of the bad input.
    const message = parseMessage(answer?.message);
    expect(message).not.toBeNull();
    if ('reply' in row.expect) {
      const id = (row.data as { id: string }).id;
      expect(message).toMatchObject({ type: 'reply', replyTo: id, payload: row.expect.reply });
    } else {
      expect(message).toMatchObject({ type: 'error', payload: { code: row.expect.error } });
    }
    if (row.setup === 'backend' && 'reply' in row.expect) {
      expect(host.tokens).toEqual(['abc.DEF-123']);
    }
  });

  it('asks the host for a token and takes the one in the reply of the same id only', async () => {
    const host = embed({ backend: true });
    const token = host.bridge.requestToken();
    const asked = parseMessage(host.posted.at(-1)?.message);
    expect(asked).toMatchObject({ type: 'token', payload: {} });
    const id = asked?.type === 'token' ? asked.id : '';
    // A reply to some other request, and one from a stranger, settle nothing.
    await host.send(reply('other', { ok: true, request: 'token', token: 'wrong' }));
    await host.send(reply(id, { ok: true, request: 'token', token: 'evil' }), STRANGER);
    await host.send(reply(id, { ok: true, request: 'token', token: 'fresh.TOKEN' }));
    await expect(token).resolves.toBe('fresh.TOKEN');
  });

  it('gets null for a token when the host refuses or never answers', async () => {
    vi.useFakeTimers();
    const host = embed({ backend: true });
    const refused = host.bridge.requestToken();
    const asked = parseMessage(host.posted.at(-1)?.message);
    const id = asked?.type === 'token' ? asked.id : '';
    void host.send(
      reply(id, {
        ok: false,
        request: 'token',
        error: { code: 'signed-out', message: 'The admin signed out.' },
      }),
    );
    await expect(refused).resolves.toBeNull();
    const silent = host.bridge.requestToken();
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(silent).resolves.toBeNull();
  });
});
