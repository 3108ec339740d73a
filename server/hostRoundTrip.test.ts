import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerPublish,
  answerSign,
  createHostTokens,
  type HostTokens,
} from '../examples/hostAnswers';
import { createRequest, parseMessage } from '../src/embed/protocol';
import { samples } from '../src/io/samples';
import { generateTestKeyFile } from '../src/test/testKey';
import { startServer, type RunningServer } from './startServer';

const offerClass = samples.offerClass as Record<string, unknown>;
let dir = '';
let server: RunningServer;
let tokens: HostTokens;
let keyFile = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pass-host-'));
  keyFile = (await generateTestKeyFile()).file;
  await writeFile(join(dir, 'key.json'), keyFile);
  server = await startServer({
    port: 0,
    dir: join(dir, 'store'),
    basePath: '/walletobjects/v1',
    allowOrigins: [],
    token: null,
    requireIfMatch: false,
    keyFile: join(dir, 'key.json'),
    google: true,
  });
  tokens = createHostTokens(server.origin, () => '');
}, 60_000);

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const publish = (document: unknown, send: boolean, patch = false) =>
  answerPublish(
    createRequest('publish', {
      kind: 'offerClass',
      document: document as Record<string, unknown>,
      patch,
      send,
    }),
    server.baseUrl,
    tokens,
  );

describe(
  'the example host answers the embed through the server playing Google',
  { timeout: 60_000 },
  () => {
    it('without a key it says why, with the server’s reason', async () => {
      const reply = await publish(offerClass, false);
      expect(reply.payload).toMatchObject({
        ok: false,
        request: 'publish',
        error: { code: 'authError' },
      });
    });

    it('plans, inserts, then plans and sends an update; every reply is a protocol message', async () => {
      expect(tokens.useKey(keyFile)).toBe('wallet@test-project.iam.gserviceaccount.com');
      const planned = await publish(offerClass, false);
      expect(planned.payload).toMatchObject({ ok: true, action: 'insert', sent: false });
      expect((await publish(offerClass, true)).payload).toMatchObject({
        action: 'insert',
        sent: true,
      });

      const edited = { ...offerClass, title: 'Two coffees for one' };
      const update = await publish(edited, true, true);
      expect(parseMessage(update)).not.toBeNull();
      expect(update.payload).toMatchObject({
        ok: true,
        action: 'patch',
        sent: true,
        changes: [{ path: '/title', change: 'changed', after: 'Two coffees for one' }],
      });
      const notes =
        update.payload.ok && update.payload.request === 'publish' ? update.payload.notes : [];
      expect(notes[0]).toMatch(/everyone who saved a pass of this class/);
    });

    it('signs a save link through the server with the same token', async () => {
      const claims = {
        aud: 'google',
        typ: 'savetowallet',
        iss: '',
        origins: [],
        payload: { offerClasses: [offerClass] },
      };
      const reply = await answerSign(createRequest('sign', { claims }), server.baseUrl, tokens);
      expect(reply.payload).toMatchObject({ ok: true, request: 'sign' });
      expect(parseMessage(reply)).not.toBeNull();
    });
  },
);
