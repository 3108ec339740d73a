import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { compactVerify } from 'jose';
import { generateTestKeyFile } from '../src/test/testKey';
import { startServer, type RunningServer } from '../server/startServer';
import { screen } from './editorSteps';

// The example admin host against the real reference server, on a free port with its own folder.
let server: RunningServer;
let dir: string;

test.beforeAll(async ({ baseURL }) => {
  dir = await mkdtemp(join(tmpdir(), 'pass-studio-embed-'));
  server = await startServer({
    port: 0,
    dir,
    basePath: '/walletobjects/v1',
    allowOrigins: [new URL(baseURL ?? '').origin],
    token: null,
    requireIfMatch: false,
    keyFile: null,
  });
});

test.afterAll(async () => {
  await server.close(100);
  await rm(dir, { recursive: true, force: true });
});

async function seed(id: string) {
  const document = { id, classId: '3388000000022.coffee-class' };
  const response = await fetch(`${server.baseUrl}/offerObject`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(document),
  });
  expect(response.status).toBe(201);
  return document;
}

const stored = async (id: string) =>
  (await (await fetch(`${server.baseUrl}/offerObject/${id}`)).json()) as Record<string, unknown>;

async function openHost(page: Page, id: string) {
  await page.goto(`/examples/admin-host.html?backend=${encodeURIComponent(server.baseUrl)}`);
  await page.getByLabel('Pass id').fill(id);
  await page.getByRole('button', { name: 'Open' }).click();
  const embed = page.frameLocator('#editor');
  await expect(embed.getByLabel('Class ID', { exact: true })).toHaveValue(
    '3388000000022.coffee-class',
  );
  return embed;
}

test('the admin host loads a pass through the iframe, edits it and saves it to the server', async ({
  page,
}) => {
  const id = '3388000000022.offer-edit';
  await seed(id);
  const embed = await openHost(page, id);
  const log = page.getByRole('list').filter({ hasText: 'ready' });
  await expect(log).toContainText('← ready');

  await embed.getByLabel('Class ID', { exact: true }).fill('3388000000022.tea-class');
  await expect(page.locator('#log')).toContainText('← change valid: true');
  await screen(page, 'embed-admin-host', true);
  await embed.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(embed.getByRole('status').filter({ hasText: 'Saved to the server' })).toBeVisible();
  expect(await stored(id)).toEqual({ id, classId: '3388000000022.tea-class' });

  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.locator('#log')).toContainText('← reply validate: valid true');
});

test('a conflict shows both versions, and nothing is overwritten until the user chooses', async ({
  page,
}) => {
  const id = '3388000000022.offer-conflict';
  await seed(id);
  const embed = await openHost(page, id);
  // Someone else saves first.
  const theirs = { id, classId: '3388000000022.their-class' };
  await fetch(`${server.baseUrl}/offerObject/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(theirs),
  });

  await embed.getByLabel('Class ID', { exact: true }).fill('3388000000022.my-class');
  await embed.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = embed.getByRole('dialog', { name: 'Someone else changed this pass' });
  // Each field by its label, as the editor names it, never by its JSON pointer; both sides named.
  const differences = dialog.getByRole('region', { name: 'Changed fields' });
  await expect(differences.getByRole('heading')).toHaveText('1 field differs');
  await expect(differences.getByRole('listitem')).toContainText('Changed Class ID');
  await expect(dialog).not.toContainText('/classId', { useInnerText: true });
  await expect(differences.getByRole('definition')).toHaveText([
    '3388000000022.my-class',
    '3388000000022.their-class',
  ]);
  await expect(differences.getByRole('term')).toHaveText(['Yours', 'Server’s']);
  await screen(page, 'embed-conflict', true);
  expect(await stored(id)).toEqual(theirs);

  await dialog.getByRole('button', { name: 'Keep mine (overwrite)' }).click();
  await expect(embed.getByRole('status').filter({ hasText: 'Saved to the server' })).toBeVisible();
  expect(await stored(id)).toEqual({ id, classId: '3388000000022.my-class' });
});

test('a failed save keeps the edits, and the draft is offered back after a reload', async ({
  page,
}) => {
  const id = '3388000000022.offer-draft';
  await seed(id);
  const embed = await openHost(page, id);
  await embed.getByLabel('Class ID', { exact: true }).fill('3388000000022.unsaved-class');
  await page.route(`${server.baseUrl}/**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 500, message: 'Disk full', status: 'INTERNAL' } }),
    }),
  );
  await embed.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(embed.getByRole('status').filter({ hasText: 'Not saved: Disk full' })).toBeVisible();
  await expect(embed.getByLabel('Class ID', { exact: true })).toHaveValue(
    '3388000000022.unsaved-class',
  );
  await page.unroute(`${server.baseUrl}/**`);

  await page.reload();
  const again = page.frameLocator('#editor');
  await expect(
    again.getByRole('alert').filter({ hasText: 'You have unsaved edits' }),
  ).toBeVisible();
  await screen(page, 'embed-unsaved-draft', true);
  await again.getByRole('button', { name: 'Restore my edits' }).click();
  await expect(again.getByLabel('Class ID', { exact: true })).toHaveValue(
    '3388000000022.unsaved-class',
  );
});

test('REST mode against a server with --token: the host hands the token over the protocol, a 401 asks for a fresh one', async ({
  page,
  baseURL,
}) => {
  const tokenDir = await mkdtemp(join(tmpdir(), 'pass-studio-embed-token-'));
  const guarded = await startServer({
    port: 0,
    dir: tokenDir,
    basePath: '/walletobjects/v1',
    allowOrigins: [new URL(baseURL ?? '').origin],
    token: 'right-token',
    requireIfMatch: false,
    keyFile: null,
  });
  try {
    const id = '3388000000022.token-class';
    const authorized = { Authorization: 'Bearer right-token', 'Content-Type': 'application/json' };
    await fetch(`${guarded.baseUrl}/offerClass`, {
      method: 'POST',
      headers: authorized,
      body: JSON.stringify({ id, title: 'Members only' }),
    });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(guarded.origin) || request.method() === 'OPTIONS') return;
      sent.push(`${request.method()} ${request.headers().authorization ?? 'none'}`);
    });

    // No token on the host yet: the embed's 401 asks the host, which has none; the load fails.
    await page.goto(
      `/examples/admin-host.html?backend=${encodeURIComponent(guarded.baseUrl)}&kind=offerClass&id=${id}`,
    );
    const embed = page.frameLocator('#editor');
    await expect(embed.getByRole('alert')).toContainText('A bearer token is required');
    const log = page.locator('#log');
    await expect(log).toContainText('← token');
    await expect(log).toContainText(
      '→ reply token failed: No server token or key on the host page',
    );

    // Now the host has one: Try again, the 401 asks the host, and the retry with its answer loads.
    await page.getByLabel('Server token').fill('right-token');
    await embed.getByRole('button', { name: 'Try again' }).click();
    await expect(embed.getByLabel('Title', { exact: true })).toHaveValue('Members only');
    await expect(log).toContainText('→ reply token: handed over');
    await embed.getByLabel('Title', { exact: true }).fill('Members and friends');
    await embed.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      embed.getByRole('status').filter({ hasText: 'Saved to the server' }),
    ).toBeVisible();
    const stored = await fetch(`${guarded.baseUrl}/offerClass/${id}`, { headers: authorized });
    expect(await stored.json()).toEqual({ id, title: 'Members and friends' });
    expect(sent).toEqual([
      'GET none',
      'GET none',
      'GET Bearer right-token',
      'PUT Bearer right-token',
    ]);

    // Reopened, the host hands the token over at ready (auth): no 401 round trip needed... unless
    // the first GET starts before auth arrives, which the 401 path then covers.
    sent.length = 0;
    await page.getByRole('button', { name: 'Open' }).click();
    await expect(embed.getByLabel('Title', { exact: true })).toHaveValue('Members and friends');
    await expect(log).toContainText('← reply auth: ok');
    expect(sent.at(-1)).toBe('GET Bearer right-token');
    for (const url of [page.url(), (await page.locator('#editor').getAttribute('src')) ?? '']) {
      expect(url).not.toContain('right-token');
    }
    await screen(page, 'embed-token', true);
  } finally {
    await guarded.close(100);
    await rm(tokenDir, { recursive: true, force: true });
  }
});

test('REST mode lists the changes since the server’s copy, with the PATCH body, and none after a save', async ({
  page,
}) => {
  const id = '3388000000022.offer-changes';
  await seed(id);
  const embed = await openHost(page, id);
  await embed.getByLabel('Class ID', { exact: true }).fill('3388000000022.tea-class');
  await embed.getByRole('button', { name: 'Changes', exact: true }).click();
  const changes = embed.getByRole('region', { name: 'Changed fields' });
  await expect(changes).toContainText("1 field changed since the server's copy");
  await expect(changes.getByRole('listitem')).toContainText('Changed Class ID');
  await expect(changes.getByRole('insertion')).toHaveText('After: 3388000000022.tea-class');
  await screen(page, 'embed-rest-changes', true);

  await embed.getByRole('button', { name: 'Close changes' }).click();
  await embed.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(embed.getByRole('status').filter({ hasText: 'Saved to the server' })).toBeVisible();
  await embed.getByRole('button', { name: 'Changes', exact: true }).click();
  await expect(changes).toContainText("No changes since the server's copy");
});

test('Save link in REST mode: the host has its server sign with --key, and the link and its QR code show', async ({
  page,
  baseURL,
}) => {
  const signingDir = await mkdtemp(join(tmpdir(), 'pass-studio-embed-sign-'));
  const key = await generateTestKeyFile();
  const keyFile = join(signingDir, 'key.json');
  await writeFile(keyFile, key.file);
  const signing = await startServer({
    port: 0,
    dir: signingDir,
    basePath: '/walletobjects/v1',
    allowOrigins: [new URL(baseURL ?? '').origin],
    token: null,
    requireIfMatch: false,
    keyFile,
  });
  try {
    const id = '3388000000022.offer-link';
    await fetch(`${signing.baseUrl}/offerObject`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, classId: '3388000000022.coffee-class', state: 'ACTIVE' }),
    });
    await page.goto(
      `/examples/admin-host.html?backend=${encodeURIComponent(signing.baseUrl)}&kind=offerObject&id=${id}`,
    );
    const embed = page.frameLocator('#editor');
    await expect(embed.getByLabel('Class ID', { exact: true })).toHaveValue(
      '3388000000022.coffee-class',
    );
    await embed.getByRole('button', { name: 'Save link' }).click();
    const link = embed.getByRole('textbox', { name: 'Save link' });
    await expect(link).toHaveValue(
      /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
    );
    const qr = embed.getByRole('img', { name: 'QR code of the save link' });
    await expect(qr).toBeVisible();
    // A QR code to scan beside the link, not a wall that pushes the editor off the screen.
    expect((await qr.boundingBox())?.width).toBeLessThanOrEqual(200);
    await expect(page.locator('#log')).toContainText('← sign');
    await expect(page.locator('#log')).toContainText('→ reply sign: a JWT of');

    // Signed by the server's key, as its account, with the pass the embed shows.
    const jwt = (await link.inputValue()).split('/').at(-1) ?? '';
    const { payload } = await compactVerify(jwt, key.publicKey);
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
      iss: key.clientEmail,
      payload: { offerObjects: [{ id, classId: '3388000000022.coffee-class' }] },
    });
    await screen(page, 'embed-save-link', true);
  } finally {
    await signing.close(100);
    await rm(signingDir, { recursive: true, force: true });
  }
});

test('Save link in REST mode against a server without a key says why it is not signed', async ({
  page,
}) => {
  const id = '3388000000022.offer-unsigned';
  await seed(id);
  const embed = await openHost(page, id);
  await embed.getByRole('button', { name: 'Save link' }).click();
  await expect(embed.getByRole('status').filter({ hasText: 'Not signed' })).toContainText(
    'The server refused to sign (501): This server has no service-account key to sign with; start it with --key KEY.json',
  );
  await expect(embed.getByRole('textbox', { name: 'Save link' })).toHaveCount(0);
});
