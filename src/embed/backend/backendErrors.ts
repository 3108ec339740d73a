import type { Issue } from '../../io';
import type { PassDocument } from './passBackend';

/** The only errors a backend rejects with: check `kind` or use `instanceof`. */
export type BackendError = NetworkError | ServerError | ConflictError | NotFoundError;

/** The server could not be reached, or the connection broke. Retried with backoff. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly kind = 'network';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * The server refused or failed the request; `message` is the server's own when it sent one.
 * Only 502, 503 and 504 are retried. Status 0: no request could be made (the document is not
 * JSON-serializable, or the server's answer could not be read as one).
 */
export class ServerError extends Error {
  override name = 'ServerError';
  readonly kind = 'server';
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: readonly Issue[],
  ) {
    super(message);
  }
}

/**
 * The server holds another version: 409 on create (the id exists), 412 on save (If-Match did
 * not match). `serverDocument` is that version (null if it could not be read), for the user
 * to compare with theirs; save again with `serverEtag` to overwrite it deliberately.
 */
export class ConflictError extends Error {
  override name = 'ConflictError';
  readonly kind = 'conflict';
  constructor(
    readonly status: 409 | 412,
    message: string,
    readonly serverDocument: PassDocument | null,
    readonly serverEtag: string | null,
  ) {
    super(message);
  }
}

export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly kind = 'notFound';
  readonly status = 404;
}

export function isBackendError(error: unknown): error is BackendError {
  return (
    error instanceof NetworkError ||
    error instanceof ServerError ||
    error instanceof ConflictError ||
    error instanceof NotFoundError
  );
}
