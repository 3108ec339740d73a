import '../src/strictCsp';
import { isResourceKind } from '../src/schema/resources';
import {
  createReply,
  createRequest,
  parseMessage,
  type Message,
  type MessageOf,
} from '../src/embed/protocol';

// The example admin tool: frames the embed in REST mode and logs every protocol message.
const params = new URLSearchParams(location.search);
const backend = params.get('backend') ?? 'http://127.0.0.1:8787/walletobjects/v1';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`admin-host.html has no #${id}`);
  return found as T;
}

const frame = element<HTMLIFrameElement>('editor');
const form = element<HTMLFormElement>('open-form');
const kind = element<HTMLSelectElement>('kind');
const passId = element<HTMLInputElement>('pass-id');
const token = element<HTMLInputElement>('token');
const validateButton = element<HTMLButtonElement>('validate');
const exportButton = element<HTMLButtonElement>('export');
const log = element<HTMLOListElement>('log');

function summary(message: Message): string {
  switch (message.type) {
    case 'change':
      return `valid: ${message.payload.valid}, ${message.payload.issues.length} issue(s), id ${String(message.payload.document.id)}`;
    case 'resize':
      return `height ${message.payload.height}px`;
    case 'reply': {
      const { payload } = message;
      if (!payload.ok) return `${payload.request} failed: ${payload.error.message}`;
      if (payload.request === 'validate')
        return `validate: valid ${payload.valid}, ${payload.issues.length} issue(s)`;
      if (payload.request === 'export') return `export: ${payload.json.length} characters of JSON`;
      if (payload.request === 'token') return 'token: handed over';
      if (payload.request === 'sign') return `sign: a JWT of ${payload.jwt.length} characters`;
      return `${payload.request}: ok`;
    }
    case 'error':
      return `${message.payload.code}: ${message.payload.message}`;
    default:
      return '';
  }
}

function record(direction: 'in' | 'out', message: Message) {
  const item = document.createElement('li');
  item.className = direction;
  item.textContent = `${direction === 'in' ? '←' : '→'} ${message.type} ${summary(message)}`.trim();
  log.append(item);
  log.scrollTop = log.scrollHeight;
}

function send(message: Message) {
  // The embed is served from this page's origin; never '*'.
  frame.contentWindow?.postMessage(message, location.origin);
  record('out', message);
}

/**
 * The embed asked for a save link: this page holds no key, so it has its server sign the claims
 * (`POST {backend}/saveLink`, the reference server started with --key) and hands the JWT back.
 */
async function answerSign(message: MessageOf<'sign'>) {
  const fail = (text: string) =>
    send(
      createReply(message, {
        ok: false,
        request: 'sign',
        error: { code: 'not-signed', message: text },
      }),
    );
  let response: Response;
  try {
    response = await fetch(`${backend}/saveLink`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token.value ? { Authorization: `Bearer ${token.value}` } : {}),
      },
      body: JSON.stringify(message.payload.claims),
    });
  } catch {
    fail(`The server at ${backend} did not answer.`);
    return;
  }
  const body = (await response.json().catch(() => null)) as {
    jwt?: unknown;
    error?: { message?: unknown };
  } | null;
  if (response.ok && typeof body?.jwt === 'string') {
    send(createReply(message, { ok: true, request: 'sign', jwt: body.jwt }));
    return;
  }
  const reason =
    typeof body?.error?.message === 'string' ? body.error.message : response.statusText;
  fail(`The server refused to sign (${response.status}): ${reason}`);
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
  const message = parseMessage(event.data);
  if (!message) return;
  record('in', message);
  if (message.type === 'ready') {
    validateButton.disabled = false;
    exportButton.disabled = false;
    // The token travels over the protocol, never in the embed's address.
    if (token.value) send(createRequest('auth', { token: token.value }));
  }
  if (message.type === 'token') {
    send(
      token.value
        ? createReply(message, { ok: true, request: 'token', token: token.value })
        : createReply(message, {
            ok: false,
            request: 'token',
            error: { code: 'no-token', message: 'No server token is filled in on the host page.' },
          }),
    );
  }
  if (message.type === 'sign') void answerSign(message);
  if (message.type === 'resize') frame.style.height = `${Math.max(480, message.payload.height)}px`;
});

// A reload reopens the same pass (and the embed offers back any unsaved draft of it).
const kindParam = params.get('kind');
kind.value = isResourceKind(kindParam) ? kindParam : 'offerObject';
passId.value = params.get('id') ?? passId.value;

form.addEventListener('submit', (event) => {
  event.preventDefault();
  const here = new URL(location.href);
  here.searchParams.set('kind', kind.value);
  here.searchParams.set('id', passId.value.trim());
  history.replaceState(null, '', here);
  const query = new URLSearchParams({
    origins: location.origin,
    backend,
    kind: kind.value,
    id: passId.value.trim(),
  });
  validateButton.disabled = true;
  exportButton.disabled = true;
  frame.src = `/embed.html?${query.toString()}`;
});
validateButton.addEventListener('click', () => send(createRequest('validate', {})));
exportButton.addEventListener('click', () => send(createRequest('export', {})));

form.requestSubmit();
