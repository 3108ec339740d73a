import { isRecord } from '../src/io/walkDocument';
import { classKinds } from '../src/schema/resources';
import { updateDocument, type DocumentRequest } from './documentHandlers';
import { readJsonBody } from './readJsonBody';
import { errorBody, sendJson } from './respond';

/** Google lets a pass notify its holders at most 3 times a day, messages and updates together. */
const NOTIFICATIONS_PER_DAY = 3;
const DAY_SECONDS = 24 * 3600;
const MAX_PAGE = 100;

/** Notifying messages sent per document, in memory: times in seconds. */
const notified = new Map<string, number[]>();

const fail = (context: DocumentRequest, status: number, message: string, reason?: string) =>
  sendJson(
    context.response,
    status,
    errorBody(status, message, reason ? { reason } : {}),
    context.headers,
  );

/**
 * `POST {base}/{kind}/{id}/addMessage` with `{ message }`: appends the message to the pass's
 * messages and answers `{ resource }`, as Google does. A message of type TEXT_AND_NOTIFY beyond
 * three for the pass in a day gets 429 `quotaExceeded`.
 */
export async function addMessage(context: DocumentRequest, id: string): Promise<void> {
  const body = await readJsonBody(context.request);
  if (!body.ok) return fail(context, body.status, body.message);
  const message = isRecord(body.value) ? body.value.message : undefined;
  if (!isRecord(message)) return fail(context, 400, 'The body must be { "message": { … } }');
  const key = `${context.kind}/${id}`;
  const now = Math.floor(Date.now() / 1000);
  const recent = (notified.get(key) ?? []).filter((time) => time > now - DAY_SECONDS);
  const notifies = message.messageType === 'TEXT_AND_NOTIFY';
  if (notifies && recent.length >= NOTIFICATIONS_PER_DAY) {
    const text = `${id} has notified its holders ${NOTIFICATIONS_PER_DAY} times in 24 hours; send the message as TEXT`;
    return fail(context, 429, text, 'quotaExceeded');
  }
  let added = false;
  await updateDocument(
    context,
    id,
    (current) => {
      const messages: unknown[] = Array.isArray(current.messages)
        ? (current.messages as unknown[])
        : [];
      return { ...current, messages: [...messages, message] };
    },
    (stored) => {
      added = true;
      return { resource: JSON.parse(stored.bytes.toString('utf8')) as unknown };
    },
  );
  if (added && notifies) notified.set(key, [...recent, now]);
}

/**
 * `GET {base}/{kind}?classId=…` (objects of a class) or `?issuerId=…` (classes of an issuer):
 * `{ resources, pagination }`, a page of `maxResults` (at most 100) from `token`.
 */
export async function listDocuments(
  context: DocumentRequest,
  query: URLSearchParams,
): Promise<void> {
  const isClass = classKinds.includes(context.kind);
  const filter = isClass ? query.get('issuerId') : query.get('classId');
  if (!filter) {
    return fail(
      context,
      400,
      `Listing ${context.kind} needs ?${isClass ? 'issuerId' : 'classId'}=…`,
    );
  }
  const all = (await context.store.list(context.kind))
    .filter(isRecord)
    .filter((document) =>
      isClass ? String(document.id).startsWith(`${filter}.`) : document.classId === filter,
    );
  const asked = query.get('maxResults');
  const size = asked === null ? MAX_PAGE : Number(asked);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE)
    return fail(context, 400, `maxResults must be a whole number from 1 to ${MAX_PAGE}`);
  const start = Number(query.get('token')) || 0;
  if (!Number.isInteger(start) || start < 0)
    return fail(context, 400, 'The page token is not one this server gave');
  const resources = all.slice(start, start + size);
  const next = start + size < all.length ? String(start + size) : undefined;
  sendJson(
    context.response,
    200,
    {
      resources,
      pagination: {
        kind: 'walletobjects#pagination',
        resultsPerPage: resources.length,
        ...(next && { nextPageToken: next }),
      },
    },
    context.headers,
  );
}
