import { describe, expect, it } from 'vitest';
import type { PassDocument } from './backend/passBackend';
import { handleMessage, type BridgeEditor } from './handleMessage';
import { createMessage, createRequest } from './protocol';

const parent = { name: 'parent window' };
const other = { name: 'another window' };
const origins = ['https://admin.example'];

function fakeEditor(loaded = true) {
  const calls: { kind: string; document: PassDocument }[] = [];
  const editor: BridgeEditor = {
    load: (kind, document) => calls.push({ kind, document }),
    validate: () =>
      loaded
        ? Promise.resolve({
            valid: false,
            issues: [
              {
                path: '/id',
                segments: ['id'],
                message: 'Required',
                severity: 'error',
                code: 'required',
              },
            ],
          })
        : null,
    export: () => (loaded ? Promise.resolve({ ok: true, json: '{}\n' }) : null),
  };
  return { editor, calls };
}

const load = createRequest(
  'load',
  { kind: 'offerObject', document: { id: 'a.b', classId: 'a.c' } },
  'req-1',
);

describe('handleMessage', () => {
  it.each([
    [
      'another window',
      { source: other, origin: 'https://admin.example', data: load },
      'not from the parent window',
    ],
    [
      'an origin off the allowlist',
      { source: parent, origin: 'https://evil.example', data: load },
      'origin https://evil.example is not allowed',
    ],
    [
      'the opaque origin',
      { source: parent, origin: 'null', data: load },
      'origin null is not allowed',
    ],
    [
      'a look-alike origin',
      { source: parent, origin: 'https://admin.example.evil.example', data: load },
      'origin https://admin.example.evil.example is not allowed',
    ],
  ])('ignores a message from %s, and does not touch the editor', (_name, event, reason) => {
    const { editor, calls } = fakeEditor();
    expect(handleMessage(event, { parent, origins, editor })).toEqual({ action: 'ignore', reason });
    expect(calls).toEqual([]);
  });

  it('loads a document and replies ok with the request id, to the sender origin', () => {
    const { editor, calls } = fakeEditor();
    const outcome = handleMessage(
      { source: parent, origin: 'https://admin.example', data: load },
      { parent, origins, editor },
    );
    expect(calls).toEqual([{ kind: 'offerObject', document: { id: 'a.b', classId: 'a.c' } }]);
    expect(outcome).toMatchObject({
      action: 'post',
      origin: 'https://admin.example',
      message: { type: 'reply', replyTo: 'req-1', payload: { ok: true, request: 'load' } },
    });
  });

  it.each([
    ['validate', true, { ok: true, request: 'validate', valid: false }],
    ['export', true, { ok: true, request: 'export', json: '{}\n' }],
    ['validate', false, { ok: false, request: 'validate', error: { code: 'not-loaded' } }],
    ['export', false, { ok: false, request: 'export', error: { code: 'not-loaded' } }],
  ] as const)('answers %s (document loaded: %s)', async (type, loaded, payload) => {
    const { editor } = fakeEditor(loaded);
    const outcome = handleMessage(
      { source: parent, origin: 'https://admin.example', data: createRequest(type, {}, 'req-2') },
      { parent, origins, editor },
    );
    expect(outcome).toMatchObject({ action: 'post', origin: 'https://admin.example' });
    const message = outcome.action === 'post' ? await outcome.message : null;
    expect(message).toMatchObject({ replyTo: 'req-2', payload });
  });

  it('reports the issues of an invalid document instead of exporting it', async () => {
    const editor: BridgeEditor = {
      load: () => undefined,
      validate: () => null,
      export: () =>
        Promise.resolve({
          ok: false,
          issues: [
            {
              path: '/id',
              segments: ['id'],
              message: 'Required',
              severity: 'error',
              code: 'required',
            },
          ],
        }),
    };
    const outcome = handleMessage(
      { source: parent, origin: 'https://admin.example', data: createRequest('export', {}, 'x') },
      { parent, origins, editor },
    );
    expect(outcome.action).toBe('post');
    const message = outcome.action === 'post' ? await outcome.message : null;
    expect(message).toMatchObject({
      payload: { ok: false, error: { code: 'invalid', issues: [{ path: '/id' }] } },
    });
  });

  it.each([
    ['a malformed message', { type: 'load' }, 'bad-message'],
    ['a string', 'hello', 'bad-message'],
    ['a newer version', { ...load, version: 2 }, 'bad-message'],
    ['an event the embed sends', createMessage('ready', { payload: {} }), 'unexpected'],
  ])('answers %s from the allowlisted parent with an error event', (_name, data, code) => {
    const { editor, calls } = fakeEditor();
    const outcome = handleMessage(
      { source: parent, origin: 'https://admin.example', data },
      { parent, origins, editor },
    );
    expect(outcome).toMatchObject({
      action: 'post',
      origin: 'https://admin.example',
      message: { type: 'error', payload: { code } },
    });
    expect(calls).toEqual([]);
  });

  const cyclicDocument: Record<string, unknown> = { id: 'a.b', classId: 'a.c' };
  cyclicDocument.again = cyclicDocument;
  let deep: unknown = {};
  for (let level = 0; level < 10_000; level += 1) deep = { deep };
  const withDocument = (document: unknown) => ({
    ...load,
    payload: { kind: 'offerObject', document },
  });

  it.each([
    ['a cyclic document', withDocument(cyclicDocument), 'cyclic', '/payload/document/again'],
    [
      'a megabyte string',
      withDocument({ id: 'x'.repeat(1024 * 1024), classId: 'a.c' }),
      'too-large',
      '/payload/document/id has 1048576 characters',
    ],
    ['deep nesting', withDocument({ id: 'a.b', deep }), 'too-deep', 'nested more than 32'],
  ])(
    'refuses a load with %s: a failed reply with its id, the editor untouched',
    (_name, data, code, message) => {
      const { editor, calls } = fakeEditor();
      const outcome = handleMessage(
        { source: parent, origin: 'https://admin.example', data },
        { parent, origins, editor },
      );
      expect(outcome).toMatchObject({
        action: 'post',
        origin: 'https://admin.example',
        message: {
          type: 'reply',
          replyTo: 'req-1',
          payload: { ok: false, request: 'load', error: { code } },
        },
      });
      expect(outcome.action === 'post' && JSON.stringify(outcome.message)).toContain(message);
      expect(calls).toEqual([]);
    },
  );

  it('answers an oversized message without a request id with an error event', () => {
    const { editor } = fakeEditor();
    const outcome = handleMessage(
      { source: parent, origin: 'https://admin.example', data: { junk: 'x'.repeat(100_000) } },
      { parent, origins, editor },
    );
    expect(outcome).toMatchObject({
      action: 'post',
      message: { type: 'error', payload: { code: 'too-large' } },
    });
  });

  it('hands a token from auth to an editor that calls a backend, and says when none does', () => {
    const tokens: string[] = [];
    const auth = createRequest('auth', { token: 'abc.DEF-123' }, 'auth-1');
    const withBackend = handleMessage(
      { source: parent, origin: 'https://admin.example', data: auth },
      { parent, origins, editor: { ...fakeEditor().editor, auth: (token) => tokens.push(token) } },
    );
    expect(tokens).toEqual(['abc.DEF-123']);
    expect(withBackend).toMatchObject({
      message: { type: 'reply', replyTo: 'auth-1', payload: { ok: true, request: 'auth' } },
    });
    const without = handleMessage(
      { source: parent, origin: 'https://admin.example', data: auth },
      { parent, origins, editor: fakeEditor().editor },
    );
    expect(without).toMatchObject({
      message: { payload: { ok: false, request: 'auth', error: { code: 'no-backend' } } },
    });
  });

  it.each([
    ['a token that would break the header', 'abc\r\nX-Evil: 1'],
    ['an empty token', ''],
  ])('refuses auth with %s as a bad message', (_name, token) => {
    const { editor } = fakeEditor();
    const outcome = handleMessage(
      {
        source: parent,
        origin: 'https://admin.example',
        data: { ...createRequest('auth', { token: 'x' }, 'auth-2'), payload: { token } },
      },
      { parent, origins, editor: { ...editor, auth: () => undefined } },
    );
    expect(outcome).toMatchObject({ message: { type: 'error', payload: { code: 'bad-message' } } });
  });

  it('hands a reply to the embed own request back for settling', () => {
    const { editor } = fakeEditor();
    const reply = createMessage('reply', {
      replyTo: 'save-1',
      payload: { ok: true, request: 'save' },
    });
    expect(
      handleMessage(
        { source: parent, origin: 'https://admin.example', data: reply },
        { parent, origins, editor },
      ),
    ).toEqual({
      action: 'settle',
      reply,
      origin: 'https://admin.example',
    });
  });
});
