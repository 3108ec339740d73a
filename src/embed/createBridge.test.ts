import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type BridgeWindow } from './createBridge';
import type { BridgeEditor, IncomingMessage } from './handleMessage';
import { createMessage, createRequest, parseMessage } from './protocol';

function fakeWindow() {
  const posted: { message: unknown; targetOrigin: string }[] = [];
  let listener: ((event: IncomingMessage) => void) | null = null;
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const window: BridgeWindow = {
    parent,
    addEventListener: (_type, next) => {
      listener = next;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  const deliver = (data: unknown, origin: string, source: unknown = parent) =>
    listener?.({ data, origin, source });
  return { window, posted, deliver, listening: () => listener !== null };
}

const editor: BridgeEditor = {
  load: () => undefined,
  validate: () => Promise.resolve({ valid: true, issues: [] }),
  export: () => Promise.resolve({ ok: true, json: '{}\n' }),
};
const origins = ['http://127.0.0.1:4304'];

afterEach(() => {
  vi.useRealTimers();
});

describe('createBridge', () => {
  it('posts events to the allowlisted parent origin, never to "*"', () => {
    const fake = fakeWindow();
    const bridge = createBridge({
      window: fake.window,
      origins,
      targetOrigin: 'http://127.0.0.1:4304',
      editor,
    });
    bridge.emit('ready', {});
    bridge.emit('resize', { height: 420 });
    expect(fake.posted.map((p) => p.targetOrigin)).toEqual([
      'http://127.0.0.1:4304',
      'http://127.0.0.1:4304',
    ]);
    expect(fake.posted.map((p) => parseMessage(p.message)?.type)).toEqual(['ready', 'resize']);
  });

  it('stays silent while the parent origin is unknown, and learns it from an allowlisted request', async () => {
    const fake = fakeWindow();
    const bridge = createBridge({ window: fake.window, origins, targetOrigin: null, editor });
    bridge.emit('ready', {});
    expect(fake.posted).toEqual([]);
    fake.deliver(createRequest('validate', {}, 'v1'), 'http://localhost:4304');
    await Promise.resolve();
    expect(fake.posted).toEqual([]);
    fake.deliver(createRequest('validate', {}, 'v2'), 'http://127.0.0.1:4304');
    // The editor's verdict is a promise: the reply follows once it resolves.
    await vi.waitFor(() => expect(fake.posted).toHaveLength(1));
    expect(fake.posted[0]).toMatchObject({
      targetOrigin: 'http://127.0.0.1:4304',
      message: { replyTo: 'v2' },
    });
    bridge.emit('change', { document: { id: 'x' }, valid: true, issues: [] });
    expect(fake.posted[1]?.targetOrigin).toBe('http://127.0.0.1:4304');
  });

  it('resolves a save with the host reply of the same id only', async () => {
    const fake = fakeWindow();
    const bridge = createBridge({
      window: fake.window,
      origins,
      targetOrigin: origins[0] ?? null,
      editor,
    });
    const saved = bridge.save({ kind: 'offerObject', document: { id: 'a.b' } });
    const request = parseMessage(fake.posted[0]?.message);
    expect(request?.type).toBe('save');
    const id = request && 'id' in request ? request.id : '';
    const failure = {
      ok: false,
      request: 'save',
      error: { code: 'e', message: 'disk full' },
    } as const;
    fake.deliver(createMessage('reply', { replyTo: id, payload: failure }), 'https://evil.example');
    fake.deliver(
      createMessage('reply', { replyTo: 'other', payload: { ok: true, request: 'save' } }),
      origins[0] ?? '',
    );
    fake.deliver(createMessage('reply', { replyTo: id, payload: failure }), origins[0] ?? '');
    await expect(saved).resolves.toEqual(failure);
  });

  it('rejects a save nobody answers, with the reason', async () => {
    vi.useFakeTimers();
    const fake = fakeWindow();
    const bridge = createBridge({
      window: fake.window,
      origins,
      targetOrigin: origins[0] ?? null,
      editor,
      timeoutMs: 1000,
    });
    const saved = bridge.save({ kind: 'offerObject', document: {} });
    vi.advanceTimersByTime(1000);
    await expect(saved).rejects.toThrow('The host did not answer the save within 1 s.');
  });

  it.each([
    ['a token', { ok: true, request: 'token', token: 'fresh.token-1' } as const, 'fresh.token-1'],
    [
      'a refusal',
      { ok: false, request: 'token', error: { code: 'none', message: 'Signed out' } } as const,
      null,
    ],
  ])('asks the host for a token and resolves with %s', async (_name, payload, expected) => {
    const fake = fakeWindow();
    const bridge = createBridge({
      window: fake.window,
      origins,
      targetOrigin: origins[0] ?? null,
      editor,
    });
    const asked = bridge.requestToken();
    const request = parseMessage(fake.posted[0]?.message);
    expect(request).toMatchObject({ type: 'token', payload: {} });
    expect(fake.posted[0]?.targetOrigin).toBe(origins[0]);
    const id = request && 'id' in request ? request.id : '';
    fake.deliver(createMessage('reply', { replyTo: id, payload }), origins[0] ?? '');
    await expect(asked).resolves.toBe(expected);
  });

  it('resolves a token request null when no host answers or none is known', async () => {
    vi.useFakeTimers();
    const fake = fakeWindow();
    const silent = createBridge({
      window: fake.window,
      origins,
      targetOrigin: origins[0] ?? null,
      editor,
      timeoutMs: 1000,
    });
    const asked = silent.requestToken();
    vi.advanceTimersByTime(1000);
    await expect(asked).resolves.toBeNull();
    const unknown = createBridge({
      window: fakeWindow().window,
      origins,
      targetOrigin: null,
      editor,
    });
    await expect(unknown.requestToken()).resolves.toBeNull();
  });

  it('stops listening', () => {
    const fake = fakeWindow();
    createBridge({ window: fake.window, origins, targetOrigin: null, editor }).stop();
    expect(fake.listening()).toBe(false);
  });
});
