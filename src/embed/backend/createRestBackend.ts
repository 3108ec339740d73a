import { updateRequest } from '../../io/diff/updateRequest';
import { isRecord } from '../../io/walkDocument';
import type { ResourceKind } from '../../schema/resources';
import {
  ConflictError,
  isBackendError,
  NetworkError,
  NotFoundError,
  ServerError,
  type BackendError,
} from './backendErrors';
import { isSameJson } from './isSameJson';
import type { PassBackend, PassDocument, StoredPass } from './passBackend';
import { readErrorBody } from './readErrorBody';

/** Where a bearer token comes from: the embed asks its host for one over the protocol. */
export interface TokenSource {
  /** The token to send now, or null to send none. */
  current(): string | null;
  /**
   * Called after a 401: a fresh token to retry once with (and for `current` to return from now
   * on), or null when there is none. A rejection counts as none.
   */
  refresh(): Promise<string | null>;
}

export interface RestBackendOptions {
  /** Where the resources live: 'http://127.0.0.1:8787/walletobjects/v1'. */
  baseUrl: string;
  /** Sent with every request, such as `{ Authorization: 'Bearer ...' }`. */
  headers?: Record<string, string>;
  /** Sends `Authorization: Bearer <token>`, and on a 401 asks for a fresh token and retries once. */
  auth?: TokenSource;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /**
   * How `save` sends an edit: 'put' (default) the whole document; 'patch' only the top-level
   * fields that changed since the copy last loaded or saved here (Google's PATCH), with the
   * same If-Match, and PUT where PATCH cannot say it (a removed field, no earlier copy).
   */
  update?: 'put' | 'patch';
}

const isPassDocument: (value: unknown) => value is PassDocument = isRecord;

/**
 * A PassBackend over HTTP, with paths shaped like Google's Wallet REST API
 * (`GET|PUT {base}/{kind}/{id}`, `POST {base}/{kind}`), so a host can proxy it to Google.
 * ETags are used when the server sends them (If-Match on save). Each call is one attempt (and one
 * more with a fresh token after a 401): retries are TanStack Query's (passQueries.ts).
 */
export function createRestBackend(options: RestBackendOptions): PassBackend {
  // Bound: some browsers refuse a fetch called without `window` as `this`.
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');
  const pathOf = (kind: ResourceKind, id: string) => `/${kind}/${encodeURIComponent(id)}`;

  const { auth } = options;
  // One refresh at a time: requests refused together wait for the same new token.
  let refreshing: Promise<string | null> | null = null;
  const refreshToken = (): Promise<string | null> => {
    refreshing ??= (auth?.refresh() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  async function sendOnce(
    method: string,
    path: string,
    body: string | undefined,
    extra: Record<string, string>,
    token: string | null,
  ) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
      ...extra,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const response = await fetcher(base + path, { method, headers, body });
      return { response, text: await response.text() };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new NetworkError(`Cannot reach ${base}: ${reason}`, { cause: error });
    }
  }

  async function send(
    method: string,
    path: string,
    body?: string,
    extra: Record<string, string> = {},
  ) {
    const sent = auth?.current() ?? null;
    const first = await sendOnce(method, path, body, extra, sent);
    if (first.response.status !== 401 || !auth) return first;
    // Another request may have got a new token while this one was under way.
    const now = auth.current();
    const fresh = now !== null && now !== sent ? now : await refreshToken();
    return fresh === null ? first : sendOnce(method, path, body, extra, fresh);
  }

  function stored(response: Response, text: string): StoredPass {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      document = undefined;
    }
    if (!isPassDocument(document)) {
      throw new ServerError(
        response.status,
        `The server answered ${response.status} without a JSON object`,
      );
    }
    return { document, etag: response.headers.get('etag') };
  }

  async function failure(
    kind: ResourceKind,
    id: string | null,
    response: Response,
    text: string,
  ): Promise<BackendError> {
    const details = readErrorBody(text, response.status, response.statusText);
    if (response.status === 404) return new NotFoundError(details.message);
    if (response.status !== 409 && response.status !== 412) {
      return new ServerError(response.status, details.message, details.issues);
    }
    let server: StoredPass | null = details.document
      ? { document: details.document, etag: response.headers.get('etag') }
      : null;
    // A server that does not send its version (Google's API) is asked for it; the conflict
    // stands even if that fails.
    if (!server && id !== null) server = await load(kind, id).catch(() => null);
    return new ConflictError(
      response.status,
      details.message,
      server?.document ?? null,
      server?.etag ?? null,
    );
  }

  /** Always rejects with a BackendError, whatever went wrong. */
  function guarded<T>(task: () => Promise<T>): Promise<T> {
    return task().catch((error: unknown) => {
      if (isBackendError(error)) throw error;
      throw new ServerError(0, error instanceof Error ? error.message : String(error));
    });
  }

  function load(kind: ResourceKind, id: string): Promise<StoredPass> {
    return guarded(async () => {
      const { response, text } = await send('GET', pathOf(kind, id));
      if (response.ok) return stored(response, text);
      throw await failure(kind, id, response, text);
    });
  }

  function write(
    kind: ResourceKind,
    id: string | null,
    document: PassDocument,
    repeat: boolean,
    request: (body: string) => ReturnType<typeof send>,
  ): Promise<StoredPass> {
    return guarded(async () => {
      const { response, text } = await request(JSON.stringify(document));
      if (response.ok) return stored(response, text);
      const error = await failure(kind, id, response, text);
      // A repeat that conflicts with exactly our document: the attempt before it got through
      // before its answer was lost.
      if (repeat && error instanceof ConflictError && isSameJson(error.serverDocument, document)) {
        return { document: error.serverDocument ?? document, etag: error.serverEtag };
      }
      throw error;
    });
  }

  // The server's copy last seen per pass: what a PATCH is computed against.
  const known = new Map<string, PassDocument>();
  const remember = (kind: ResourceKind, id: string, pass: Promise<StoredPass>) =>
    pass.then((result) => {
      known.set(`${kind}/${id}`, result.document);
      return result;
    });

  return {
    load: (kind, id) => remember(kind, id, load(kind, id)),
    create: (kind, document, { repeat = false } = {}) => {
      const id = typeof document.id === 'string' ? document.id : null;
      const pass = write(kind, id, document, repeat, (body) => send('POST', `/${kind}`, body));
      return id === null ? pass : remember(kind, id, pass);
    },
    save: (kind, id, document, { etag, repeat = false }) => {
      const plan =
        options.update === 'patch'
          ? updateRequest(known.get(`${kind}/${id}`), document, kind)
          : undefined;
      const patch = plan?.method === 'PATCH' ? JSON.stringify(plan.body) : undefined;
      return remember(
        kind,
        id,
        write(kind, id, document, repeat, (body) =>
          send(
            patch === undefined ? 'PUT' : 'PATCH',
            pathOf(kind, id),
            patch ?? body,
            etag === null ? {} : { 'If-Match': etag },
          ),
        ),
      );
    },
  };
}
