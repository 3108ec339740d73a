import type { IncomingMessage } from 'node:http';
import { checkJsonBounds } from '../src/embed/jsonBounds';

/** Large enough for any pass with inline images referenced by URI; a guard, not a quota. */
export const maxBodyBytes = 1024 * 1024;

export type JsonBody =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; message: string };

/** The request's JSON body, or the status and reason it cannot be read. */
export async function readJsonBody(request: IncomingMessage): Promise<JsonBody> {
  const type = request.headers['content-type'];
  if (type !== undefined && !/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) {
    request.resume();
    return { ok: false, status: 415, message: `The body must be application/json, not "${type}"` };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > maxBodyBytes) {
      request.resume();
      return { ok: false, status: 413, message: `The body is larger than ${maxBodyBytes} bytes` };
    }
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '')
    return { ok: false, status: 400, message: 'The body is empty; send the document as JSON' };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, status: 400, message: `The body is not valid JSON: ${reason}` };
  }
  // Validation costs per value: 500k wrong numbers in one megabyte blocked the server for
  // seconds. No pass comes near these limits (the embed's protocol uses the same).
  const bounds = checkJsonBounds(value);
  if (bounds)
    return { ok: false, status: 413, message: `The body is too large: ${bounds.message}` };
  return { ok: true, value };
}
