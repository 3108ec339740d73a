import '../src/strictCsp';
import { isResourceKind } from '../src/schema/resources';
import { createReply, createRequest, parseMessage, type Message } from '../src/embed/protocol';
import { answerPublish, answerSign, createHostTokens } from './hostAnswers';

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
const keyFile = element<HTMLInputElement>('key-file');
const keyStatus = element<HTMLOutputElement>('key-status');
const tokens = createHostTokens(new URL(backend).origin, () => token.value);
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
      if (payload.request === 'publish') {
        const what = `${payload.action}, ${payload.changes.length} change(s)`;
        return `publish: ${payload.sent ? 'sent' : 'planned'} ${what}${payload.notes.map((n) => `; ${n}`).join('')}`;
      }
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

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
  const message = parseMessage(event.data);
  if (!message) return;
  record('in', message);
  if (message.type === 'ready') {
    validateButton.disabled = false;
    exportButton.disabled = false;
    // The token travels over the protocol, never in the embed's address.
    void tokens.current().then((current) => {
      if (current) send(createRequest('auth', { token: current }));
    });
  }
  if (message.type === 'token') {
    void tokens.current().then(
      (current) =>
        send(
          current
            ? createReply(message, { ok: true, request: 'token', token: current })
            : createReply(message, {
                ok: false,
                request: 'token',
                error: { code: 'no-token', message: 'No server token or key on the host page.' },
              }),
        ),
      (error: unknown) =>
        send(
          createReply(message, {
            ok: false,
            request: 'token',
            error: { code: 'no-token', message: (error as Error).message },
          }),
        ),
    );
  }
  if (message.type === 'sign') void answerSign(message, backend, tokens).then(send);
  if (message.type === 'publish') void answerPublish(message, backend, tokens).then(send);
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
keyFile.addEventListener('change', () => {
  const file = keyFile.files?.[0];
  if (!file) return;
  void file.text().then((text) => {
    try {
      keyStatus.textContent = `Tokens from ${new URL(backend).origin}/token as ${tokens.useKey(text)} (key in memory only)`;
      form.requestSubmit();
    } catch (error) {
      keyStatus.textContent = (error as Error).message;
    }
    keyFile.value = '';
  });
});
validateButton.addEventListener('click', () => send(createRequest('validate', {})));
exportButton.addEventListener('click', () => send(createRequest('export', {})));

form.requestSubmit();
