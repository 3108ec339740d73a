import { createReply, type MessageOf, type ReplyMessage } from '../src/embed/protocol';
import { publishDocument } from '../src/io/publish/publishDocument';
import { publishFailure, publishSummary } from '../src/io/publish/publishSummary';
import { createTokenSource, type TokenSource } from '../src/io/publish/serviceAccountToken';
import { createWalletApi } from '../src/io/publish/walletApi';
import { parseServiceAccountKey } from '../src/io/saveLink/serviceAccountKey';

/**
 * Where the example host gets its bearer tokens: from the reference server's /token with a
 * service-account key held in this page's memory (for `npm run server -- --google`), or the
 * static token typed in (for `--token`). A real admin tool keeps the key on its own server and
 * does the same there.
 */
export interface HostTokens {
  /** A token for the server, or null when the page has none. */
  current(): Promise<string | null>;
  /** Reads a key file; returns who it signs as, or throws why it is not a key (never quoting it). */
  useKey(text: string): string;
}

export function createHostTokens(serverOrigin: string, typed: () => string): HostTokens {
  let source: TokenSource | null = null;
  return {
    async current() {
      if (source) return source.token();
      return typed() || null;
    },
    useKey(text) {
      const parsed = parseServiceAccountKey(text);
      if (!parsed.ok) throw new Error(parsed.message);
      source = createTokenSource({
        key: parsed.key,
        tokenUri: `${serverOrigin}/token`,
        fetch: (input, init) => fetch(input, init),
      });
      return parsed.key.clientEmail;
    },
  };
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * The embed asked for a save link: this page holds no key to sign with, so it has its server
 * sign the claims (`POST {backend}/saveLink`, the reference server started with --key).
 */
export async function answerSign(
  message: MessageOf<'sign'>,
  backend: string,
  tokens: HostTokens,
): Promise<ReplyMessage> {
  const fail = (text: string) =>
    createReply(message, {
      ok: false,
      request: 'sign',
      error: { code: 'not-signed', message: text },
    });
  let response: Response;
  try {
    response = await fetch(`${backend}/saveLink`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(await tokens.current()) },
      body: JSON.stringify(message.payload.claims),
    });
  } catch {
    return fail(`The server at ${backend} did not answer.`);
  }
  const body = (await response.json().catch(() => null)) as {
    jwt?: unknown;
    error?: { message?: unknown };
  } | null;
  if (response.ok && typeof body?.jwt === 'string') {
    return createReply(message, { ok: true, request: 'sign', jwt: body.jwt });
  }
  const reason =
    typeof body?.error?.message === 'string' ? body.error.message : response.statusText;
  return fail(`The server refused to sign (${response.status}): ${reason}`);
}

/**
 * The embed asked to publish: read the server's copy (Google's, when it plays Google), answer
 * the plan, and with `send` write it, through the same core as `pass-studio publish`.
 */
export async function answerPublish(
  message: MessageOf<'publish'>,
  backend: string,
  tokens: HostTokens,
): Promise<ReplyMessage> {
  const { kind, document, patch, send } = message.payload;
  const api = createWalletApi({
    baseUrl: backend,
    fetch: (input, init) => fetch(input, init),
    tokens: {
      token: async () => (await tokens.current()) ?? '',
      forget: () => undefined,
    },
  });
  try {
    const outcome = await publishDocument(api, kind, document, {
      patch,
      confirm: () => Promise.resolve(send),
    });
    return createReply(message, { ok: true, request: 'publish', ...publishSummary(outcome) });
  } catch (error) {
    return createReply(message, { ok: false, request: 'publish', error: publishFailure(error) });
  }
}
