import { describe, expect, it } from 'vitest';
import { createBridge, type BridgeWindow } from './createBridge';
import type { BridgeEditor, IncomingMessage } from './handleMessage';
import { createMessage, parseMessage, type RequestMessage } from './protocol';

const HOST = 'http://127.0.0.1:4304';
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

const claims = { iss: '', aud: 'google', typ: 'savetowallet', iat: 1, origins: [], payload: {} };

describe('the sign request', () => {
  it('sends the claims and resolves with the host’s JWT', async () => {
    const seen: unknown[] = [];
    const bridge = bridgeAnswering((request) => {
      seen.push(request);
      return createMessage('reply', {
        replyTo: request.id,
        payload: { ok: true, request: 'sign', jwt: 'aGVhZA.Y2xhaW1z.c2ln' },
      });
    });
    await expect(bridge.sign(claims)).resolves.toBe('aGVhZA.Y2xhaW1z.c2ln');
    expect(seen).toMatchObject([{ type: 'sign', payload: { claims } }]);
  });

  it('rejects with the host’s reason', async () => {
    const bridge = bridgeAnswering((request) =>
      createMessage('reply', {
        replyTo: request.id,
        payload: { ok: false, request: 'sign', error: { code: 'denied', message: 'No key here.' } },
      }),
    );
    await expect(bridge.sign(claims)).rejects.toThrow('No key here.');
  });

  it.each([['not a jwt'], ['a.b'], ['a.b.c.d'], ['a.b.c=']])(
    'a reply with jwt %j is no message',
    (jwt) => {
      const reply = {
        protocol: 'pass-studio',
        version: 1,
        type: 'reply',
        replyTo: 'r1',
        payload: { ok: true, request: 'sign', jwt },
      };
      expect(parseMessage(reply)).toBeNull();
    },
  );
});
