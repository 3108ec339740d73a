import type { ServerResponse } from 'node:http';
import type { Issue } from '../src/io';

/** gRPC status names Google's APIs put beside the HTTP code in their error bodies. */
const statusNames: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'UNIMPLEMENTED',
  409: 'ALREADY_EXISTS',
  412: 'FAILED_PRECONDITION',
  413: 'OUT_OF_RANGE',
  415: 'INVALID_ARGUMENT',
  428: 'FAILED_PRECONDITION',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
};

/** The reason Google's older error format gives beside the status, per HTTP code. */
const reasons: Readonly<Record<number, string>> = {
  400: 'invalidArgument',
  401: 'authError',
  403: 'forbidden',
  404: 'resourceNotFound',
  405: 'methodNotAllowed',
  409: 'duplicate',
  412: 'conditionNotMet',
  413: 'requestTooLarge',
  415: 'unsupportedMediaType',
  428: 'conditionNotMet',
  429: 'quotaExceeded',
  500: 'backendError',
  501: 'notImplemented',
};

/** One entry of Google's `errors` list: the reason, and the field as `location`. */
export interface ErrorEntry {
  domain: string;
  reason: string;
  message: string;
  location?: string;
  locationType?: string;
}

export interface ErrorBody {
  error: {
    code: number;
    message: string;
    status: string;
    errors: ErrorEntry[];
    /** google.rpc.BadRequest: the fields an invalid body names. */
    details?: { '@type': string; fieldViolations: { field: string; description: string }[] }[];
    /** The first issues, at most `maxIssuesPerResponse` of them. */
    issues?: readonly Issue[];
    /** How many issues there are in all, when `issues` is sent. */
    issueCount?: number;
  };
  /** The stored version, on 409 and 412, so a client can show it beside its own. */
  document?: unknown;
}

/** A path as Google names fields: ['textModulesData', 0, 'header'] -> 'textModulesData[0].header'. */
export function fieldName(segments: readonly (string | number)[]): string {
  return segments
    .map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`))
    .join('');
}

/**
 * Google's error body: `{ error: { code, message, status, errors: [{ domain, reason, message,
 * location }] } }`; for an invalid body also google.rpc.BadRequest's fieldViolations and the
 * issues themselves.
 */
export function errorBody(
  code: number,
  message: string,
  extra: {
    issues?: readonly Issue[];
    issueCount?: number;
    document?: unknown;
    reason?: string;
  } = {},
): ErrorBody {
  const first = extra.issues?.[0];
  const entry: ErrorEntry = {
    domain: 'walletobjects',
    reason: extra.reason ?? reasons[code] ?? 'unknown',
    message,
    ...(first && { location: fieldName(first.segments), locationType: 'field' }),
  };
  const body: ErrorBody = {
    error: { code, message, status: statusNames[code] ?? 'UNKNOWN', errors: [entry] },
  };
  if (extra.issues) {
    body.error.details = [
      {
        '@type': 'type.googleapis.com/google.rpc.BadRequest',
        fieldViolations: extra.issues.map((issue) => ({
          field: fieldName(issue.segments),
          description: issue.message,
        })),
      },
    ];
    body.error.issues = extra.issues;
    body.error.issueCount = extra.issueCount ?? extra.issues.length;
  }
  if ('document' in extra) body.document = extra.document;
  return body;
}

export function sendBytes(
  response: ServerResponse,
  status: number,
  bytes: Buffer | null,
  headers: Record<string, string>,
): void {
  response.writeHead(status, {
    ...headers,
    ...(bytes ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    'Cache-Control': 'no-store',
  });
  response.end(bytes ?? undefined);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  sendBytes(response, status, Buffer.from(JSON.stringify(body) + '\n', 'utf8'), headers);
}
