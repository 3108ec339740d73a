import { handleMessage, type BridgeEditor, type IncomingMessage } from './handleMessage';
import { createMessage, createRequest, type MessageOf, type ReplyPayload } from './protocol';

/** The window the embed runs in, narrowed to what the bridge uses (a fake one in tests). */
export interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: IncomingMessage) => void): void;
  removeEventListener(type: 'message', listener: (event: IncomingMessage) => void): void;
}

export interface BridgeOptions {
  window: BridgeWindow;
  origins: readonly string[];
  /** From parentOrigin(); null until an allowlisted parent writes first. */
  targetOrigin: string | null;
  editor: BridgeEditor;
  /** How long a request to the host may take; 30 s. */
  timeoutMs?: number;
}

type EventType = 'ready' | 'change' | 'resize' | 'error';

export interface Bridge {
  /** Posts an event to the host; dropped while the host's origin is unknown. */
  emit<T extends EventType>(type: T, payload: MessageOf<T>['payload']): void;
  /** Sends `save` and resolves with the host's reply; rejects when no host answers. */
  save(payload: MessageOf<'save'>['payload']): Promise<ReplyPayload>;
  /** Asks the host for a fresh bearer token (`token`); null when it has none or does not answer. */
  requestToken(): Promise<string | null>;
  /** Asks the host to sign save-link claims (`sign`); resolves with the JWT, rejects with why not. */
  sign(claims: Record<string, unknown>): Promise<string>;
  /** Asks the host to publish (`publish`): the plan, or what was sent; rejects with why not. */
  publish(
    payload: MessageOf<'publish'>['payload'],
  ): Promise<Extract<ReplyPayload, { ok: true; request: 'publish' }>>;
  /** The origin messages go to, or null. */
  targetOrigin(): string | null;
  stop(): void;
}

/** The embed's end of the protocol: listens to the parent, answers it, and talks to it. */
export function createBridge({
  window: self,
  origins,
  targetOrigin,
  editor,
  timeoutMs = 30_000,
}: BridgeOptions): Bridge {
  let target = targetOrigin;
  const pending = new Map<string, (payload: ReplyPayload) => void>();
  const listener = (event: IncomingMessage) => {
    const outcome = handleMessage(event, { parent: self.parent, origins, editor });
    if (outcome.action === 'ignore') return;
    // An allowlisted parent spoke: from now on it is the one to answer.
    target = outcome.origin;
    if (outcome.action === 'settle') {
      pending.get(outcome.reply.replyTo)?.(outcome.reply.payload);
      return;
    }
    const { origin, message } = outcome;
    // An export answers once the editor's submit has run; everything else answers at once.
    if (message instanceof Promise)
      void message.then((ready) => self.parent.postMessage(ready, origin));
    else self.parent.postMessage(message, origin);
  };
  self.addEventListener('message', listener);

  /** Posts `request` to the host and resolves with its reply; rejects when none comes. */
  function ask(
    request: MessageOf<'save' | 'token' | 'sign' | 'publish'>,
    what: string,
  ): Promise<ReplyPayload> {
    const origin = target;
    if (origin === null)
      return Promise.reject(
        new Error(`No host page to ask (${what}): the parent is not on the allowlist.`),
      );
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(request.id);
        reject(
          new Error(
            `The host did not answer the ${what} within ${Math.round(timeoutMs / 1000)} s.`,
          ),
        );
      }, timeoutMs);
      pending.set(request.id, (reply) => {
        clearTimeout(timer);
        pending.delete(request.id);
        resolve(reply);
      });
      self.parent.postMessage(request, origin);
    });
  }

  return {
    emit(type, payload) {
      if (target === null) return;
      self.parent.postMessage(
        createMessage(type, { payload } as Omit<
          MessageOf<typeof type>,
          'protocol' | 'version' | 'type'
        >),
        target,
      );
    },
    save: (payload) => ask(createRequest('save', payload), 'save'),
    requestToken: () =>
      ask(createRequest('token', {}), 'token').then(
        (reply) => (reply.ok && reply.request === 'token' ? reply.token : null),
        () => null,
      ),
    sign: (claims) =>
      ask(createRequest('sign', { claims }), 'signing request').then((reply) => {
        if (reply.ok && reply.request === 'sign') return reply.jwt;
        throw new Error(reply.ok ? 'The host answered something else.' : reply.error.message);
      }),
    publish: (payload) =>
      ask(createRequest('publish', payload), 'publish request').then((reply) => {
        if (reply.ok && reply.request === 'publish') return reply;
        throw new Error(reply.ok ? 'The host answered something else.' : reply.error.message);
      }),
    targetOrigin: () => target,
    stop() {
      self.removeEventListener('message', listener);
      pending.clear();
    },
  };
}
