import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isResourceKind, resourceKinds } from '../src/schema/resources';
import { corsHeaders } from './cors';
import {
  createDocument,
  getDocument,
  patchDocument,
  replaceDocument,
  type DocumentRequest,
} from './documentHandlers';
import { isStorableId, type DocumentStore } from './documentStore';
import type { ServerOptions } from './parseServerArgs';
import { errorBody, sendBytes, sendJson } from './respond';
import { signSaveLinkRequest } from './signSaveLinkRequest';
import type { TokenIssuer } from './tokenIssuer';
import { addMessage, listDocuments } from './walletExtras';
import type { SaveLinkSigner } from '../src/io/saveLink/signSaveLink';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The host name of a Host header, without the port: 'localhost:8787' -> 'localhost'. */
function hostName(host: string | undefined): string {
  return (host ?? '').replace(/:\d*$/, '').toLowerCase();
}

function hasToken(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function decodeId(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

const unauthenticated = {
  missing:
    'Request had invalid authentication credentials. Expected OAuth 2 access token: ask POST /token with a JWT bearer assertion',
  unknown:
    'Request had invalid authentication credentials: this server did not issue that access token',
  expired:
    'Request had invalid authentication credentials: the access token expired; ask /token for a new one',
};

/**
 * One request: loopback, origin and token guards, then routing to the document handlers, or to
 * save-link signing with the key of `--key` (`signer`, null without one). With `issuer`
 * (--google), `/token` issues access tokens and every other request needs one of them.
 */
export async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  options: ServerOptions,
  store: DocumentStore,
  signer: SaveLinkSigner | null = null,
  issuer: TokenIssuer | null = null,
): Promise<void> {
  // A page on another site could point its own name at 127.0.0.1 (DNS rebinding): check Host.
  if (!loopbackHosts.has(hostName(request.headers.host))) {
    const message = `This server answers only loopback hosts (127.0.0.1, localhost), not "${request.headers.host ?? ''}"`;
    sendJson(response, 403, errorBody(403, message), {});
    return;
  }
  const method = request.method ?? 'GET';
  const origin = request.headers.origin;
  const preflight = method === 'OPTIONS';
  const headers = corsHeaders(origin, options.allowOrigins, preflight);
  if (!headers) {
    // Refused outright, not just left without CORS headers: a form post from any page is "simple".
    const message = `The origin ${origin ?? ''} is not allowed; start the server with --allow-origin ${origin ?? ''}`;
    sendJson(response, 403, errorBody(403, message), {});
    return;
  }
  if (preflight) {
    sendBytes(response, 204, null, headers);
    return;
  }
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;
  if (issuer && path === '/token') {
    if (method === 'POST') return issuer.handle(request, response, headers);
    const message = `${method} is not supported on /token; use POST`;
    sendJson(response, 405, errorBody(405, message), { ...headers, Allow: 'POST, OPTIONS' });
    return;
  }
  const check = issuer?.check(request.headers.authorization);
  if (check && check !== 'ok') {
    request.resume();
    sendJson(response, 401, errorBody(401, unauthenticated[check]), {
      ...headers,
      'WWW-Authenticate': 'Bearer realm="pass-studio"',
    });
    return;
  }
  if (options.token !== null && !hasToken(request.headers.authorization, options.token)) {
    const message = 'A bearer token is required: send "Authorization: Bearer <token>"';
    sendJson(response, 401, errorBody(401, message), {
      ...headers,
      'WWW-Authenticate': 'Bearer realm="pass-studio"',
    });
    return;
  }

  const prefix = `${options.basePath}/`;
  if (path === `${prefix}saveLink`) {
    if (method === 'POST') return signSaveLinkRequest(request, response, headers, signer);
    const message = `${method} is not supported on ${path}; use POST`;
    sendJson(response, 405, errorBody(405, message), { ...headers, Allow: 'POST, OPTIONS' });
    return;
  }
  const [kind, rawId, action, ...rest] = path.startsWith(prefix)
    ? path.slice(prefix.length).split('/')
    : [];
  if (
    !isResourceKind(kind) ||
    rest.length > 0 ||
    rawId === '' ||
    (action !== undefined && action !== 'addMessage')
  ) {
    const resources = [
      ...resourceKinds.map((kind) => `${prefix}${kind}/{id}`),
      `${prefix}{kind}/{id}/addMessage`,
      `${prefix}saveLink`,
    ].join(', ');
    const message = `Nothing at ${path}; the resources are ${resources}`;
    sendJson(response, 404, errorBody(404, message), headers);
    return;
  }
  const context: DocumentRequest = { request, response, kind, headers, store, options };
  const allowed =
    rawId === undefined
      ? 'GET, POST, OPTIONS'
      : action === undefined
        ? 'GET, PUT, PATCH, OPTIONS'
        : 'POST, OPTIONS';
  if (rawId === undefined && method === 'POST') return createDocument(context);
  if (rawId === undefined && method === 'GET') return listDocuments(context, url.searchParams);
  const routed =
    action === undefined ? ['GET', 'PUT', 'PATCH'].includes(method) : method === 'POST';
  if (rawId !== undefined && routed) {
    const id = decodeId(rawId);
    if (id === null || !isStorableId(id)) {
      const message = `The id "${id ?? rawId}" is not valid: ids may contain only letters, digits, ".", "_" and "-"`;
      sendJson(response, 400, errorBody(400, message), headers);
      return;
    }
    if (action === 'addMessage') return addMessage(context, id);
    if (method === 'GET') return getDocument(context, id);
    return method === 'PUT' ? replaceDocument(context, id) : patchDocument(context, id);
  }
  sendJson(response, 405, errorBody(405, `${method} is not supported on ${path}; use ${allowed}`), {
    ...headers,
    Allow: allowed,
  });
}
