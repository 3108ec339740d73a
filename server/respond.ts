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
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
};

export interface ErrorBody {
  error: {
    code: number;
    message: string;
    status: string;
    /** The first issues, at most `maxIssuesPerResponse` of them. */
    issues?: readonly Issue[];
    /** How many issues there are in all, when `issues` is sent. */
    issueCount?: number;
  };
  /** The stored version, on 409 and 412, so a client can show it beside its own. */
  document?: unknown;
}

export function errorBody(
  code: number,
  message: string,
  extra: { issues?: readonly Issue[]; issueCount?: number; document?: unknown } = {},
): ErrorBody {
  const body: ErrorBody = {
    error: { code, message, status: statusNames[code] ?? 'UNKNOWN' },
  };
  if (extra.issues) {
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
