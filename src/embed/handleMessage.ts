import type { ResourceKind } from '../schema/resources';
import type { PassDocument } from './backend/passBackend';
import type { CheckResult, EmbedExportResult } from './checkDocument';
import {
  createMessage,
  createReply,
  isAllowedOrigin,
  parseMessage,
  type FailurePayload,
  type Message,
  type ReplyMessage,
  requestTypes,
  type RequestType,
} from './protocol';
import { checkJsonBounds } from './jsonBounds';
import { toWireIssues } from './toWireIssues';

/** What the bridge asks of the editor behind it. */
export interface BridgeEditor {
  /** Shows `document`; false when no editor can take it yet. */
  load(kind: ResourceKind, document: PassDocument): void;
  /** The editor's verdict (once the rules are loaded); null while no document is loaded. */
  validate(): Promise<CheckResult> | null;
  /** The compliant JSON through the editor's submit, or the errors; null while nothing is loaded. */
  export(): Promise<EmbedExportResult> | null;
  /** Takes a bearer token for the backend; absent where the embed calls no backend. */
  auth?(token: string): void;
}

/** The parts of a MessageEvent the bridge reads. */
export interface IncomingMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

export interface MessageContext {
  /** `window.parent`: only it may talk to the embed. */
  parent: unknown;
  origins: readonly string[];
  editor: BridgeEditor;
}

/** What to do with one incoming message. */
export type MessageOutcome =
  | { action: 'ignore'; reason: string }
  /** Post `message` to `origin` (the sender's, which is allowlisted), once it is ready. */
  | { action: 'post'; message: Message | Promise<Message>; origin: string }
  /** A reply to one of the embed's own requests. */
  | { action: 'settle'; reply: ReplyMessage; origin: string };

const notLoaded = <T extends 'validate' | 'export'>(request: T): FailurePayload<T> => ({
  ok: false,
  request,
  error: { code: 'not-loaded', message: 'No document is loaded yet: send load first.' },
});

/** The type and id of what looks like a request, read without trusting anything else in it. */
function peekRequest(data: unknown): { type: RequestType; id: string } | null {
  try {
    if (typeof data !== 'object' || data === null) return null;
    const { type, id } = data as { type?: unknown; id?: unknown };
    const isRequest = (requestTypes as readonly unknown[]).includes(type);
    return isRequest && typeof id === 'string' && id.length > 0 && id.length <= 128
      ? { type: type as RequestType, id }
      : null;
  } catch {
    return null;
  }
}

/**
 * The embed's answer to a message, as data: a message from anything but the parent window or an
 * allowlisted origin is ignored without a word; a malformed one from the parent is answered with
 * an `error` event; a request gets a reply carrying its id. Sizes are checked before anything
 * else reads the message: a cycle, a huge string or deep nesting gets a failed reply (or an
 * `error` event when no request id can be read), in time bounded by the limits.
 */
export function handleMessage(event: IncomingMessage, context: MessageContext): MessageOutcome {
  if (event.source !== context.parent)
    return { action: 'ignore', reason: 'not from the parent window' };
  if (!isAllowedOrigin(event.origin, context.origins))
    return { action: 'ignore', reason: `origin ${event.origin} is not allowed` };
  const origin = event.origin;
  const bounds = checkJsonBounds(event.data);
  if (bounds) {
    const request = peekRequest(event.data);
    const error = { code: bounds.code, message: `Message refused: ${bounds.message}.` };
    const message = request
      ? createMessage('reply', {
          replyTo: request.id,
          payload: { ok: false, request: request.type, error },
        })
      : createMessage('error', { payload: error });
    return { action: 'post', message, origin };
  }
  const message = parseMessage(event.data);
  if (!message) {
    const error = createMessage('error', {
      payload: {
        code: 'bad-message',
        message:
          'Not a pass-studio version 1 message: see the protocol table in docs/embedding.md.',
      },
    });
    return { action: 'post', message: error, origin };
  }
  switch (message.type) {
    case 'load':
      context.editor.load(message.payload.kind, message.payload.document);
      return {
        action: 'post',
        message: createReply(message, { ok: true, request: 'load' }),
        origin,
      };
    case 'validate': {
      const checked = context.editor.validate();
      if (!checked)
        return { action: 'post', message: createReply(message, notLoaded('validate')), origin };
      const reply = checked.then((result) =>
        createReply(message, {
          ok: true,
          request: 'validate',
          valid: result.valid,
          issues: toWireIssues(result.issues),
        } as const),
      );
      return { action: 'post', message: reply, origin };
    }
    case 'export': {
      const exported = context.editor.export();
      if (!exported)
        return { action: 'post', message: createReply(message, notLoaded('export')), origin };
      const reply = exported.then((result) =>
        createReply(
          message,
          result.ok
            ? ({ ok: true, request: 'export', json: result.json } as const)
            : ({
                ok: false,
                request: 'export',
                error: {
                  code: 'invalid',
                  message: `The document has ${result.issues.length} error(s).`,
                  issues: toWireIssues(result.issues),
                },
              } as const),
        ),
      );
      return { action: 'post', message: reply, origin };
    }
    case 'auth': {
      const { editor } = context;
      if (editor.auth) editor.auth(message.payload.token);
      const payload = editor.auth
        ? ({ ok: true, request: 'auth' } as const)
        : ({
            ok: false,
            request: 'auth',
            error: {
              code: 'no-backend',
              message:
                'This embed calls no backend (no &backend= in its address): it needs no token.',
            },
          } as const);
      return { action: 'post', message: createReply(message, payload), origin };
    }
    case 'reply':
      return { action: 'settle', reply: message, origin };
    default: {
      const error = createMessage('error', {
        payload: {
          code: 'unexpected',
          message: `The embed does not accept "${message.type}" messages; it sends them.`,
        },
      });
      return { action: 'post', message: error, origin };
    }
  }
}
