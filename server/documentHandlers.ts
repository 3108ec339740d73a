import type { IncomingMessage, ServerResponse } from 'node:http';
import { toPointer } from '../src/io';
import { applyPatch } from '../src/io/diff/applyPatch';
import { resourceLabels, type ResourceKind } from '../src/schema/resources';
import { isStorableId, type DocumentStore, type StoredDocument } from './documentStore';
import { ifMatchAllows } from './etag';
import type { ServerOptions } from './parseServerArgs';
import { readJsonBody } from './readJsonBody';
import { errorBody, sendBytes, sendJson } from './respond';
import { validateDocument } from './validateDocument';

export interface DocumentRequest {
  request: IncomingMessage;
  response: ServerResponse;
  kind: ResourceKind;
  /** CORS headers every answer carries, so a browser can read errors too. */
  headers: Record<string, string>;
  store: DocumentStore;
  options: ServerOptions;
}

const idRule = 'ids may contain only letters, digits, ".", "_" and "-" (like issuerId.identifier)';

function idIssue(message: string) {
  return [
    { path: toPointer(['id']), segments: ['id'], message, severity: 'error' as const, code: 'id' },
  ];
}

function sendStored(context: DocumentRequest, status: number, stored: StoredDocument, extra = {}) {
  sendBytes(context.response, status, stored.bytes, {
    ...context.headers,
    ETag: stored.etag,
    ...extra,
  });
}

/** The stored version inside a 409/412 body, with its tag in the ETag header. */
function sendConflict(
  context: DocumentRequest,
  status: 409 | 412,
  current: StoredDocument,
  message: string,
) {
  const document = JSON.parse(current.bytes.toString('utf8')) as unknown;
  sendJson(context.response, status, errorBody(status, message, { document }), {
    ...context.headers,
    ETag: current.etag,
  });
}

/** The body as a valid document, or null after answering 4xx. */
async function readDocument(context: DocumentRequest): Promise<{ id: unknown } | null> {
  const body = await readJsonBody(context.request);
  if (!body.ok) {
    sendJson(context.response, body.status, errorBody(body.status, body.message), context.headers);
    return null;
  }
  return isValid(context, body.value) ? (body.value as { id: unknown }) : null;
}

/** Whether `document` may be stored; answers 400 with its issues when not. */
function isValid(context: DocumentRequest, document: unknown): boolean {
  const invalid = validateDocument(document, context.kind);
  if (!invalid) return true;
  sendJson(
    context.response,
    400,
    errorBody(400, invalid.message, { issues: invalid.issues, issueCount: invalid.issueCount }),
    context.headers,
  );
  return false;
}

export async function getDocument(context: DocumentRequest, id: string): Promise<void> {
  const stored = await context.store.read(context.kind, id);
  if (!stored) {
    const message = `No ${resourceLabels[context.kind].toLowerCase()} with the id "${id}"`;
    sendJson(context.response, 404, errorBody(404, message), context.headers);
    return;
  }
  sendStored(context, 200, stored);
}

export async function createDocument(context: DocumentRequest): Promise<void> {
  const document = await readDocument(context);
  if (!document) return;
  const id = String(document.id);
  if (!isStorableId(id)) {
    const message = `The id "${id}" cannot be stored: ${idRule}`;
    sendJson(
      context.response,
      400,
      errorBody(400, message, { issues: idIssue(message) }),
      context.headers,
    );
    return;
  }
  if (context.options.google && context.kind === 'offerObject') {
    // Google refuses an object whose class was never inserted.
    const classId = String((document as { classId?: unknown }).classId);
    if (!isStorableId(classId) || !(await context.store.read('offerClass', classId))) {
      const message = `Wallet Object Class ${classId} not found. Insert the offer class first.`;
      sendJson(
        context.response,
        404,
        errorBody(404, message, { reason: 'classNotFound' }),
        context.headers,
      );
      return;
    }
  }
  await context.store.exclusive(context.kind, id, async () => {
    const existing = await context.store.read(context.kind, id);
    if (existing) {
      const message = `A ${resourceLabels[context.kind].toLowerCase()} with the id "${id}" already exists`;
      sendConflict(context, 409, existing, message);
      return;
    }
    const stored = await context.store.write(context.kind, id, document);
    const location = `${context.options.basePath}/${context.kind}/${encodeURIComponent(id)}`;
    // Google answers an insert with 200; the plain server says 201 Created.
    sendStored(context, context.options.google ? 200 : 201, stored, { Location: location });
  });
}

/** Answers 400 when the body's id is not the path's; true when it may go on. */
function idMatches(context: DocumentRequest, id: string, bodyId: unknown): boolean {
  if (bodyId === id) return true;
  const message = `The id in the body ("${String(bodyId)}") must equal the id in the path ("${id}")`;
  sendJson(
    context.response,
    400,
    errorBody(400, message, { issues: idIssue(message) }),
    context.headers,
  );
  return false;
}

/**
 * Replaces the stored document `id` with what `next` makes of it, under the same guards for PUT
 * and PATCH: it must exist (404), If-Match must name its version (412, 428 when required), and
 * the result must be valid (400).
 */
export async function updateDocument(
  context: DocumentRequest,
  id: string,
  next: (current: Record<string, unknown>) => unknown,
  /** The body of the answer, when it is not the stored document (addMessage's `{ resource }`). */
  answer?: (stored: StoredDocument) => unknown,
): Promise<void> {
  const ifMatch = context.request.headers['if-match'];
  await context.store.exclusive(context.kind, id, async () => {
    const current = await context.store.read(context.kind, id);
    if (!current) {
      const message = `No ${resourceLabels[context.kind].toLowerCase()} with the id "${id}"; create it with POST`;
      sendJson(context.response, 404, errorBody(404, message), context.headers);
      return;
    }
    if (ifMatch === undefined && context.options.requireIfMatch) {
      const message = 'This server requires If-Match with the ETag of the version being replaced';
      sendJson(context.response, 428, errorBody(428, message), context.headers);
      return;
    }
    if (ifMatch !== undefined && !ifMatchAllows(ifMatch, current.etag)) {
      sendConflict(
        context,
        412,
        current,
        `The document changed on the server (If-Match ${ifMatch} is not ${current.etag})`,
      );
      return;
    }
    const document = next(JSON.parse(current.bytes.toString('utf8')) as Record<string, unknown>);
    if (!isValid(context, document)) return;
    const stored = await context.store.write(context.kind, id, document);
    if (answer)
      sendJson(context.response, 200, answer(stored), { ...context.headers, ETag: stored.etag });
    else sendStored(context, 200, stored);
  });
}

export async function replaceDocument(context: DocumentRequest, id: string): Promise<void> {
  const document = await readDocument(context);
  if (!document || !idMatches(context, id, document.id)) return;
  await updateDocument(context, id, () => document);
}

/**
 * Google's PATCH: the fields sent replace the stored ones, objects merging into objects
 * (src/io/diff/applyPatch); the merged document must be valid. `id`, when sent, is the path's.
 */
export async function patchDocument(context: DocumentRequest, id: string): Promise<void> {
  const body = await readJsonBody(context.request);
  if (!body.ok) {
    sendJson(context.response, body.status, errorBody(body.status, body.message), context.headers);
    return;
  }
  const patch = body.value;
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    const message = 'A PATCH body is a JSON object of the fields to change';
    sendJson(context.response, 400, errorBody(400, message), context.headers);
    return;
  }
  const fields = patch as Record<string, unknown>;
  if ('id' in fields && !idMatches(context, id, fields.id)) return;
  await updateDocument(context, id, (current) => applyPatch(current, fields));
}
