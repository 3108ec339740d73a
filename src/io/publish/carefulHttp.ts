import { printable } from '../printable';
import { PublishError } from './publishError';

export interface HttpLimits {
  /** Longest one request may take, its answer's body included. */
  requestMs: number;
  /** Longest all requests of one run may take together (a person's time to answer is not counted). */
  runMs: number;
  /** Largest answer body read; a longer one is cut off and refused. */
  maxBodyBytes: number;
}

export const HTTP_LIMITS: HttpLimits = {
  requestMs: 30_000,
  runMs: 300_000,
  maxBodyBytes: 8 * 1024 * 1024,
};

export interface HttpRequest {
  url: string;
  init: RequestInit;
  /** Who is asked, for messages: 'The token endpoint', 'Reading offer class 1.x'. */
  who: string;
  /** 'never' for the token request (the signed assertion goes to one address only). */
  redirects: 'never' | 'same-origin';
  /** The kind of PublishError a failure is. */
  failure: 'token' | 'network';
}

export interface HttpAnswer {
  status: number;
  ok: boolean;
  /** The body as JSON; undefined when it is not JSON (an error page), with `text` its start. */
  json: unknown;
  text: string;
}

export interface CarefulHttp {
  /**
   * One request under the limits: ends within its time, reads at most `maxBodyBytes`, never
   * follows a redirect to another origin. A 2xx answer must be JSON. Fails with a PublishError.
   */
  send(request: HttpRequest): Promise<HttpAnswer>;
  /** Starts a run: the next requests have the whole `runMs` again (one publish, one read). */
  startRun(): void;
}

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const seconds = (ms: number) => `${Math.ceil(ms / 1000)} s`;

/** Where a URL points, as much of it as is safe to show: its origin, never its path or query. */
export function originOf(url: string, base?: string): string {
  try {
    const parsed = new URL(url, base);
    return parsed.origin === 'null' ? `a ${parsed.protocol} address` : parsed.origin;
  } catch {
    return 'an address that is not a URL';
  }
}

/** Server text as one readable, escaped line of at most `length` characters. */
export const serverText = (text: string, length = 300) =>
  printable(text.trim(), { oneLine: true, maxLength: length });

/** Rejects when `signal` aborts, for what does not listen to it (a fetch given no signal support). */
const whenAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

/** The body as text, read no further than `max` bytes. */
async function readBody(response: Response, max: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  const reader = response.body?.getReader();
  if (!reader) return '';
  const tooLarge = () => {
    void reader.cancel().catch(() => undefined);
    return new BodyTooLarge();
  };
  if (declared > max) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const aborted = whenAborted(signal);
  for (;;) {
    const { done, value } = await Promise.race([reader.read(), aborted]);
    if (done) break;
    length += value.length;
    if (length > max) throw tooLarge();
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return new TextDecoder().decode(bytes);
}

class BodyTooLarge extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP client of publishing, in the browser and in Node: what a hostile or broken server
 * can do (drip, stay silent, send without end, redirect elsewhere, answer HTML) ends in a
 * PublishError that says what came back, within the limits. The run's time counts from its
 * creation or the last `startRun`; `now` is the clock (milliseconds).
 */
export function createCarefulHttp(
  fetch: typeof globalThis.fetch,
  limits: HttpLimits = HTTP_LIMITS,
  now: () => number = Date.now,
): CarefulHttp {
  let spentMs = 0;

  async function once(
    request: HttpRequest,
    url: string,
    init: RequestInit,
  ): Promise<{ response: Response; text: string } | { redirect: string | null; status: number }> {
    const fail = (message: string) => new PublishError(request.failure, message);
    const left = limits.runMs - spentMs;
    if (left <= 0)
      throw fail(`${request.who}: not asked, the ${seconds(limits.runMs)} for this run ran out`);
    const budget = Math.min(limits.requestMs, left);
    const signal = AbortSignal.timeout(budget);
    const started = now();
    try {
      const response = await Promise.race([
        fetch(url, { ...init, redirect: 'manual', signal }),
        whenAborted(signal),
      ]);
      if (response.type === 'opaqueredirect' || REDIRECTS.has(response.status)) {
        void response.body?.cancel().catch(() => undefined);
        return { redirect: response.headers.get('location'), status: response.status };
      }
      const text = await readBody(response, limits.maxBodyBytes, signal);
      return { response, text };
    } catch (error) {
      if (error instanceof BodyTooLarge)
        throw fail(
          `${request.who}: the answer is larger than ${Math.round(limits.maxBodyBytes / 1024)} KB and was not read`,
        );
      if (signal.aborted && budget < limits.requestMs) {
        spentMs = Infinity;
        throw fail(`${request.who}: the ${seconds(limits.runMs)} for this run ran out`);
      }
      if (signal.aborted)
        throw fail(`${request.who}: ${originOf(url)} did not answer within ${seconds(budget)}`);
      throw fail(`${request.who}: ${originOf(url)} did not answer`);
    } finally {
      spentMs += now() - started;
    }
  }

  return {
    startRun() {
      spentMs = 0;
    },
    async send(request) {
      let url = request.url;
      let init = request.init;
      for (let hop = 0; ; hop++) {
        const got = await once(request, url, init);
        if ('response' in got) {
          const { response, text } = got;
          const json = parseJson(text);
          if (response.ok && json === undefined) {
            const type = response.headers.get('content-type') ?? 'no content type';
            throw new PublishError(
              request.failure,
              `${request.who}: ${originOf(url)} answered ${response.status} with ${serverText(type, 60)}, not JSON: “${serverText(text, 100)}”`,
              { status: response.status },
            );
          }
          return { status: response.status, ok: response.ok, json, text: serverText(text) };
        }
        const target = got.redirect === null ? undefined : originOf(got.redirect, url);
        const where = target ? `a redirect to ${target}` : 'a redirect';
        const sameOrigin = target === originOf(url);
        if (request.redirects === 'never' || !sameOrigin || hop === MAX_REDIRECTS) {
          const why =
            request.redirects === 'never'
              ? 'not followed: the request goes to one address only'
              : !sameOrigin
                ? 'not followed to another origin'
                : `not followed past ${MAX_REDIRECTS} redirects`;
          throw new PublishError(
            request.failure,
            `${request.who}: ${originOf(url)} answered ${got.status ? `${got.status}, ` : ''}${where}; ${why}`,
            { status: got.status },
          );
        }
        url = new URL(got.redirect!, url).href;
        // As fetch does: 303, and 301/302 after a POST, ask again with GET and no body.
        if (
          got.status === 303 ||
          ((got.status === 301 || got.status === 302) && init.method === 'POST')
        ) {
          const { body: _body, ...rest } = init;
          init = { ...rest, method: 'GET' };
        }
      }
    },
  };
}
