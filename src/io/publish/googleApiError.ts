import { googleErrorRows as rows, type GoogleErrorRow } from '../googleErrorRows';
import { isRecord } from '../walkDocument';
import { serverText } from './carefulHttp';
import { PublishError } from './publishError';

const rowOfStatus: Record<number, GoogleErrorRow> = {
  400: rows.invalidArgument,
  401: rows.unauthenticated,
  403: rows.permissionDenied,
  404: rows.notFound,
  409: rows.alreadyExists,
  429: rows.quotaExceeded,
};

/** A string of Google's, escaped and cut to a readable length: a server can send anything. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? serverText(value) : undefined;

/** The field an error body names: google.rpc.BadRequest's fieldViolations, errors[].location, or the message. */
function fieldOf(error: Record<string, unknown>, message: string): string | undefined {
  for (const detail of Array.isArray(error.details) ? error.details : []) {
    if (!isRecord(detail) || !Array.isArray(detail.fieldViolations)) continue;
    const first: unknown = detail.fieldViolations[0];
    if (isRecord(first) && text(first.field)) return text(first.field);
  }
  for (const entry of Array.isArray(error.errors) ? error.errors : []) {
    if (isRecord(entry) && text(entry.location)) return text(entry.location);
  }
  return /field '([\w.[\]]+)'/i.exec(message)?.[1];
}

/**
 * Google's error body (`{ error: { code, message, status, errors: [{ reason, location }],
 * details } }`) as a PublishError with its reason and the field it names, and the row of
 * docs/google-errors.md that explains it. A body that is not Google's keeps the HTTP status.
 */
export function googleApiError(status: number, body: unknown, doing: string): PublishError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  // A body that is not Google's (an error page) says what it is in its first words.
  const message =
    text(error.message) ??
    (typeof body === 'string' && body !== '' ? `HTTP ${status}: ${body}` : `HTTP ${status}`);
  const first: unknown = Array.isArray(error.errors) ? error.errors[0] : undefined;
  const reason = (isRecord(first) ? text(first.reason) : undefined) ?? text(error.status);
  const field = fieldOf(error, message);
  const explained = rowOfStatus[status];
  const said = [reason, field && `field ${field}`].filter(Boolean).join(', ');
  return new PublishError(
    'api',
    `${doing}: Google answered ${status}${said ? ` (${said})` : ''}: ${message}`,
    {
      status,
      ...(reason && { reason }),
      ...(field && { field }),
      ...(explained && { explained }),
    },
  );
}
