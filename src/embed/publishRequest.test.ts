import { describe, expect, it } from 'vitest';
import { createBridge, type BridgeWindow } from './createBridge';
import type { BridgeEditor, IncomingMessage } from './handleMessage';
import { createMessage, parseMessage, type RequestMessage } from './protocol';

const HOST = 'http://127.0.0.1:4313';
const editor: BridgeEditor = {
  load: () => undefined,
  validate: () => Promise.resolve({ valid: true, issues: [] }),
  export: () => Promise.resolve({ ok: true, json: '{}\n' }),
};

/** A bridge whose host answers every request with `answer(request)`. */
function bridgeAnswering(answer: (request: RequestMessage) => unknown) {
  let listener: ((event: IncomingMessage) => void) | null = null;
  const parent = {
    postMessage: (message: unknown) => {
      const request = parseMessage(message) as RequestMessage;
      queueMicrotask(() => listener?.({ data: answer(request), origin: HOST, source: parent }));
    },
  };
  const window: BridgeWindow = {
    parent,
    addEventListener: (_type, next) => void (listener = next),
    removeEventListener: () => void (listener = null),
  };
  return createBridge({ window, origins: [HOST], targetOrigin: HOST, editor });
}

const payload = {
  kind: 'offerClass' as const,
  document: { id: '3388.c' },
  patch: true,
  send: false,
};
const plan = {
  ok: true as const,
  request: 'publish' as const,
  action: 'patch' as const,
  sent: false,
  changes: [{ path: '/title', change: 'changed' as const, before: 'A', after: 'B' }],
  notes: ['This changes the pass of everyone who saved a pass of this class'],
};

describe('the publish request', () => {
  it('sends the document and resolves with the host’s plan', async () => {
    const seen: unknown[] = [];
    const bridge = bridgeAnswering((request) => {
      seen.push(request);
      return createMessage('reply', { replyTo: request.id, payload: plan });
    });
    await expect(bridge.publish(payload)).resolves.toEqual(plan);
    expect(seen).toMatchObject([{ type: 'publish', payload }]);
  });

  it('rejects with Google’s reason as the host words it', async () => {
    const bridge = bridgeAnswering((request) =>
      createMessage('reply', {
        replyTo: request.id,
        payload: {
          ok: false,
          request: 'publish',
          error: { code: 'duplicate', message: 'Google answered 409 (duplicate)' },
        },
      }),
    );
    await expect(bridge.publish(payload)).rejects.toThrow('Google answered 409 (duplicate)');
  });

  it('parses a publish request strictly: send must be true or false', () => {
    const request = { protocol: 'pass-studio', version: 1, type: 'publish', id: 'r1', payload };
    expect(parseMessage(request)).not.toBeNull();
    expect(parseMessage({ ...request, payload: { ...payload, send: 'yes' } })).toBeNull();
  });
});
