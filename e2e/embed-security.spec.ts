import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs';
import { startServer, type RunningServer } from '../server/startServer';
import { screen } from './editorSteps';
import { embedHeardAll, receivedBesidesEcho } from './hostMessages';

declare global {
  interface Window {
    received: unknown[];
  }
}

// Chromium blocks a page it cannot place on the network (one served by page.route) from framing
// a loopback address; that check has nothing to do with the embed's, so it is off here.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks'],
  },
});

// The reference server allows the embed's own origin, as a real deployment would: the attack is
// a page on another loopback port that the server's CORS refuses, framing the embed instead.
let server: RunningServer;
let dir: string;
const id = '3388000000022.secret-offer';
const secret = { id, classId: '3388000000022.secret-class' };

test.beforeAll(async ({ baseURL }) => {
  dir = await mkdtemp(join(tmpdir(), 'pass-studio-embed-security-'));
  server = await startServer({
    port: 0,
    dir,
    basePath: '/walletobjects/v1',
    allowOrigins: [new URL(baseURL ?? '').origin],
    token: null,
    requireIfMatch: false,
    keyFile: null,
  });
  const created = await fetch(`${server.baseUrl}/offerObject`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(secret),
  });
  expect(created.status).toBe(201);
});

test.afterAll(async () => {
  await server.close(100);
  await rm(dir, { recursive: true, force: true });
});

/** A page at `hostOrigin` (served by the test) framing `embedUrl`, recording what it receives. */
async function frameFrom(page: Page, hostOrigin: string, embedUrl: string) {
  const url = `${hostOrigin}/attacker.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>host</title><iframe id="editor" title="embed" src="${embedUrl}" style="width:900px;height:600px"></iframe>
<script>
  window.received = [];
  addEventListener('message', (event) => window.received.push(event.data));
</script>`,
    }),
  );
  await page.goto(url);
  return page.frameLocator('#editor');
}

const post = (page: Page, message: unknown) =>
  page.evaluate(
    (data) =>
      (document.getElementById('editor') as HTMLIFrameElement).contentWindow?.postMessage(
        data,
        '*',
      ),
    message,
  );

const envelope = { protocol: 'pass-studio', version: 1 };

/** Asks for the pass every way the protocol allows. */
async function askForThePass(page: Page) {
  await post(page, { ...envelope, type: 'export', id: 'steal-1', payload: {} });
  await post(page, { ...envelope, type: 'validate', id: 'steal-2', payload: {} });
}

/** The address of the document in the frame `#editor`. */
const framedUrl = (page: Page) =>
  page
    .frames()
    .find((frame) => frame.parentFrame())
    ?.url();

function restEmbedUrl(embedOrigin: string, claimedOrigin: string) {
  const query = new URLSearchParams({
    origins: claimedOrigin,
    backend: server.baseUrl,
    kind: 'offerObject',
    id,
  });
  return `${embedOrigin}/embed.html?${query.toString()}`;
}

test('a page on another loopback port cannot frame the embed in REST mode: it gets nothing', async ({
  page,
  baseURL,
}) => {
  const embedOrigin = new URL(baseURL ?? '').origin;
  const attacker = `http://localhost:${new URL(baseURL ?? '').port}`;
  const serverRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.origin)) serverRequests.push(request.url());
  });
  const frame = await frameFrom(page, attacker, restEmbedUrl(embedOrigin, attacker));
  // The browser put its error page in the frame: no code of the embed runs to answer.
  await expect.poll(() => framedUrl(page)).toMatch(/^chrome-error:/);
  await askForThePass(page);
  expect(await page.evaluate(() => window.received)).toEqual([]);
  await expect(frame.getByLabel('Class ID', { exact: true })).toHaveCount(0);
  expect(serverRequests).toEqual([]);
});

test('served without frame-ancestors (static hosting), REST mode still refuses an untrusted host', async ({
  page,
  baseURL,
}) => {
  const embedOrigin = new URL(baseURL ?? '').origin;
  const attacker = `http://localhost:${new URL(baseURL ?? '').port}`;
  // Drop the header that blocks the framing, to test the embed's own check behind it.
  await page.route(`${embedOrigin}/embed.html*`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  const serverRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(server.origin)) serverRequests.push(request.url());
  });
  const frame = await frameFrom(page, attacker, restEmbedUrl(embedOrigin, attacker));
  const problems = frame.getByRole('alert', { name: 'Embedding problems' });
  await expect(problems).toContainText('may not embed the editor in REST mode');
  await expect(problems).toContainText(`"${attacker}" was left out`);
  await askForThePass(page);
  // Both were heard; the validate, which an allowed host has answered at once, was not.
  await embedHeardAll(page);
  expect(await receivedBesidesEcho(page)).toEqual([]);
  await expect(frame.getByLabel('Class ID', { exact: true })).toHaveCount(0);
  expect(serverRequests).toEqual([]);
  await screen(page, 'embed-rest-refused', true);
});

test('the embed answers hostile payloads with an error reply and stays alive', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const frame = await frameFrom(
    page,
    origin,
    `${origin}/embed.html?origins=${encodeURIComponent(origin)}&kind=offerObject`,
  );
  await expect(frame.getByRole('textbox', { name: 'Object ID' })).toBeVisible();
  await page.evaluate(
    ({ envelope: base }) => {
      const target = (document.getElementById('editor') as HTMLIFrameElement).contentWindow;
      const cyclic: Record<string, unknown> = { id: '3388.cyclic', classId: '3388.c' };
      cyclic.self = cyclic;
      let deep: unknown = 'leaf';
      for (let level = 0; level < 2_000; level += 1) deep = [deep];
      const load = (id: string, document: unknown) => ({
        ...base,
        type: 'load',
        id,
        payload: { kind: 'offerObject', document },
      });
      target?.postMessage(load('cyclic', cyclic), '*');
      target?.postMessage(load('huge', { id: 'A'.repeat(1024 * 1024), classId: 'c' }), '*');
      target?.postMessage(load('deep', { id: 'a', classId: 'c', deep }), '*');
    },
    { envelope },
  );
  const failed = (replyTo: string, code: string) =>
    expect.objectContaining({
      type: 'reply',
      replyTo,
      payload: expect.objectContaining({
        ok: false,
        request: 'load',
        error: expect.objectContaining({ code }),
      }),
    });
  // Each is refused by a check of its own, at once: the poll's own 5 s bound is the only clock.
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toEqual(
      expect.arrayContaining([
        failed('cyclic', 'cyclic'),
        failed('huge', 'too-large'),
        failed('deep', 'too-deep'),
      ]),
    );

  // Alive and answering: a sane load goes through right after.
  await post(page, {
    ...envelope,
    type: 'load',
    id: 'sane',
    payload: { kind: 'offerObject', document: { id: '3388.after', classId: '3388.c' } },
  });
  await expect(frame.getByRole('textbox', { name: 'Object ID' })).toHaveValue('3388.after');
  await expect
    .poll(() => page.evaluate(() => window.received))
    .toContainEqual(
      expect.objectContaining({ replyTo: 'sane', payload: { ok: true, request: 'load' } }),
    );
});
