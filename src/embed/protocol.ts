import { z } from 'zod';
import type { Issue } from '../io';
import { resourceKinds } from '../schema/resources';

/**
 * The postMessage protocol between a host page and the embedded editor (embed.html), defined
 * once here. Every message is `{ protocol: 'pass-studio', version: 1, type, id?, replyTo?,
 * payload }`. Requests carry an `id`; the answer is a `reply` whose `replyTo` is that id.
 * Events carry neither. Anything else, including an unknown field, is not a message.
 *
 * Host -> editor requests: `load`, `validate`, `export`, `auth` (a bearer token for REST mode).
 * Editor -> host requests: `save` (the user pressed Save; the host stores the document and
 * replies), `token` (the backend answered 401: the host replies with a fresh token), `sign`
 * (the user asked for a save link: the host signs the claims with its service account, whose
 * key stays on its server, and replies with the JWT), `publish` (the host reads Google's copy
 * and replies with the plan; with `send` it also writes it, src/io/publish). Editor ->
 * host events: `ready`, `change`, `resize`, `error`.
 */
export const PROTOCOL = 'pass-studio';
export const PROTOCOL_VERSION = 1;

export const issueSchema = z.strictObject({
  path: z.string(),
  segments: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  line: z.int().positive().optional(),
  column: z.int().positive().optional(),
  /** Readiness checks: the rule id and the Google page it comes from. */
  rule: z.string().optional(),
  source: z.string().optional(),
}) satisfies z.ZodType<Issue>;

/** Any JSON object: a document in progress may be invalid, so it is not checked as a pass. */
const documentSchema = z.record(z.string(), z.unknown());
const kindSchema = z.enum(resourceKinds);
const idSchema = z.string().min(1).max(128);
/** A bearer token as RFC 6750 spells it (b64token), so it cannot break the header. */
/** A compact JWS (header.payload.signature, base64url), as a save link carries it. */
const jwtSchema = z
  .string()
  .max(65536)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'a JWT is three base64url parts joined by dots');
const tokenSchema = z
  .string()
  .max(8192)
  .regex(
    /^[A-Za-z0-9\-._~+/]+=*$/,
    'a bearer token is letters, digits and -._~+/ (then = padding)',
  );
const empty = z.strictObject({});
const envelope = { protocol: z.literal(PROTOCOL), version: z.literal(PROTOCOL_VERSION) };

const request = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.strictObject({ ...envelope, type: z.literal(type), id: idSchema, payload });
const event = <T extends string, P extends z.ZodType>(type: T, payload: P) =>
  z.strictObject({ ...envelope, type: z.literal(type), payload });

export const requestTypes = [
  'load',
  'validate',
  'export',
  'save',
  'auth',
  'token',
  'sign',
  'publish',
] as const;
export type RequestType = (typeof requestTypes)[number];

/** One field of a publish plan's diff against Google's copy (src/io/diff, FieldChange). */
const changeSchema = z.strictObject({
  path: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});

const replyPayloadSchema = z.union([
  z.strictObject({ ok: z.literal(true), request: z.literal('load') }),
  z.strictObject({ ok: z.literal(true), request: z.literal('save') }),
  z.strictObject({ ok: z.literal(true), request: z.literal('auth') }),
  z.strictObject({ ok: z.literal(true), request: z.literal('token'), token: tokenSchema }),
  z.strictObject({ ok: z.literal(true), request: z.literal('sign'), jwt: jwtSchema }),
  z.strictObject({
    ok: z.literal(true),
    request: z.literal('publish'),
    /** What publishing does, or did when `sent`: src/io/publish/planPublish. */
    action: z.enum(['insert', 'update', 'patch', 'unchanged', 'refuse']),
    sent: z.boolean(),
    changes: z.array(changeSchema),
    /** Who the update reaches and what it replaces, in words. */
    notes: z.array(z.string()),
    fallback: z.string().optional(),
  }),
  z.strictObject({
    ok: z.literal(true),
    request: z.literal('validate'),
    valid: z.boolean(),
    issues: z.array(issueSchema),
  }),
  z.strictObject({ ok: z.literal(true), request: z.literal('export'), json: z.string() }),
  z.strictObject({
    ok: z.literal(false),
    request: z.enum(requestTypes),
    error: z.strictObject({
      message: z.string(),
      code: z.string(),
      issues: z.array(issueSchema).optional(),
    }),
  }),
]);
export type ReplyPayload = z.output<typeof replyPayloadSchema>;

export const messageSchema = z.discriminatedUnion('type', [
  request('load', z.strictObject({ kind: kindSchema, document: documentSchema })),
  request('validate', empty),
  request('export', empty),
  request('save', z.strictObject({ kind: kindSchema, document: documentSchema })),
  request('auth', z.strictObject({ token: tokenSchema })),
  request('token', empty),
  request('sign', z.strictObject({ claims: documentSchema })),
  request(
    'publish',
    z.strictObject({
      kind: kindSchema,
      document: documentSchema,
      /** PATCH the changed fields rather than PUT the whole pass. */
      patch: z.boolean(),
      /** false: only read Google's copy and answer the plan; true: send it too. */
      send: z.boolean(),
    }),
  ),
  event('ready', empty),
  event(
    'change',
    z.strictObject({ document: documentSchema, valid: z.boolean(), issues: z.array(issueSchema) }),
  ),
  event('resize', z.strictObject({ height: z.number().nonnegative().finite() })),
  event('error', z.strictObject({ message: z.string(), code: z.string() })),
  z.strictObject({
    ...envelope,
    type: z.literal('reply'),
    replyTo: idSchema,
    payload: replyPayloadSchema,
  }),
]);

export type Message = z.output<typeof messageSchema>;
export type MessageType = Message['type'];
export type MessageOf<T extends MessageType> = Extract<Message, { type: T }>;
export type RequestMessage = MessageOf<RequestType>;
export type EventMessage = MessageOf<'ready' | 'change' | 'resize' | 'error'>;
export type ReplyMessage = MessageOf<'reply'>;

/** The message in `data` (a MessageEvent's), or null for anything else. Never throws. */
export function parseMessage(data: unknown): Message | null {
  try {
    const result = messageSchema.safeParse(data);
    return result.success ? result.data : null;
  } catch {
    // A hostile object (a throwing getter, a revoked Proxy) is simply not a message.
    return null;
  }
}

/** A fresh request id. getRandomValues, unlike randomUUID, exists outside secure contexts too. */
export function newMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A message of `type`, with the protocol and version filled in. */
export function createMessage<T extends MessageType>(
  type: T,
  fields: Omit<MessageOf<T>, 'protocol' | 'version' | 'type'>,
): MessageOf<T> {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, type, ...fields } as MessageOf<T>;
}

export function createRequest<T extends RequestType>(
  type: T,
  payload: MessageOf<T>['payload'],
  id: string = newMessageId(),
): MessageOf<T> {
  return { protocol: PROTOCOL, version: PROTOCOL_VERSION, type, id, payload } as MessageOf<T>;
}

/** A failed request's reply payload, for a request of type `T`. */
export type FailurePayload<T extends RequestType = RequestType> = Extract<
  ReplyPayload,
  { ok: false }
> & {
  request: T;
};

/** The answer to `to`: `payload.request` must name the request's type. */
export function createReply<R extends RequestMessage>(
  to: R,
  payload: Extract<ReplyPayload, { ok: true; request: R['type'] }> | FailurePayload<R['type']>,
): ReplyMessage {
  return createMessage('reply', { replyTo: to.id, payload });
}

/** Why `entry` cannot be on an origin allowlist, or null when it can. */
export function originProblem(entry: string): string | null {
  if (entry === '*' || entry.includes('*')) return 'wildcards are not allowed: list each origin';
  if (entry === 'null')
    return 'the opaque origin "null" (sandboxed frames, files) is never allowed';
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'not a URL: an origin looks like https://admin.example';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `${url.protocol} is not http: or https:`;
  if (
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    entry.endsWith('?')
  ) {
    return 'an origin is only scheme, host and port: no path, query or credentials';
  }
  return null;
}

/** The serialized origin of an allowlist entry ('https://A.example:443/' -> 'https://a.example'). */
function toOrigin(entry: string): string | null {
  return originProblem(entry) === null ? new URL(entry).origin : null;
}

/**
 * Whether a message from `origin` (a MessageEvent's, already serialized) may be accepted:
 * exact match of scheme, host and port against an allowlist entry. No wildcards; "null" never.
 */
export function isAllowedOrigin(origin: string, allowlist: readonly string[]): boolean {
  if (toOrigin(origin) !== origin) return false;
  return allowlist.some((entry) => toOrigin(entry) === origin);
}

export interface Allowlist {
  /** Serialized origins, without duplicates. */
  origins: string[];
  /** Entries that were left out, and why, for the page to report. */
  rejected: { entry: string; reason: string }[];
}

/** The allowlist in `?origins=https://a.example,https://b.example` (the parameter may repeat). */
export function parseAllowlist(searchParams: URLSearchParams): Allowlist {
  const allowlist: Allowlist = { origins: [], rejected: [] };
  const entries = searchParams.getAll('origins').flatMap((value) => value.split(','));
  for (const entry of entries.map((value) => value.trim()).filter(Boolean)) {
    const reason = originProblem(entry);
    if (reason !== null) allowlist.rejected.push({ entry, reason });
    else if (!allowlist.origins.includes(new URL(entry).origin))
      allowlist.origins.push(new URL(entry).origin);
  }
  return allowlist;
}
