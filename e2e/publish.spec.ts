import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generateTestKeyFile } from '../src/test/testKey';
import { axeFindings } from './axe';
import { startServer, type RunningServer } from '../server/startServer';
import { screen, toolbarCommand } from './editorSteps';

// Publish… against the reference server playing Google (--google): its /token takes the
// browser's JWT bearer assertion, its Wallet API stores the passes in a folder of its own.
let server: RunningServer;
let dir: string;
let keyText: string;

const offerClass = {
  id: '3388000000022.publish-spring',
  issuerName: 'Corner Bakery',
  provider: 'Corner Bakery',
  title: 'Spring sale',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
};

test.beforeAll(async ({ baseURL }) => {
  dir = await mkdtemp(join(tmpdir(), 'pass-studio-publish-'));
  const key = await generateTestKeyFile('publisher@test-project.iam.gserviceaccount.com');
  keyText = key.file;
  await writeFile(join(dir, 'key.json'), keyText);
  server = await startServer({
    port: 0,
    dir: join(dir, 'passes'),
    basePath: '/walletobjects/v1',
    allowOrigins: [new URL(baseURL ?? '').origin],
    token: null,
    requireIfMatch: false,
    keyFile: join(dir, 'key.json'),
    google: true,
  });
});

test.afterAll(async () => {
  await server.close(100);
  await rm(dir, { recursive: true, force: true });
});

/** Every stored pass's text, as the server keeps it on disk. */
async function storedTexts(): Promise<string> {
  const texts: string[] = [];
  for (const entry of await readdir(join(dir, 'passes'), { recursive: true, withFileTypes: true }))
    if (entry.isFile()) texts.push(await readFile(join(entry.parentPath, entry.name), 'utf8'));
  return texts.join('\n');
}

async function openPublish(page: Page) {
  await toolbarCommand(page, 'Publish…');
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByLabel('Service-account key file').setInputFiles({
    name: 'key.json',
    mimeType: 'application/json',
    buffer: Buffer.from(keyText),
  });
  await expect(dialog).toContainText(
    'Publishing as publisher@test-project.iam.gserviceaccount.com',
  );
  await dialog.getByLabel('Endpoint').fill(server.origin);
  await dialog.getByRole('button', { name: 'Compare with Google' }).click();
  return dialog;
}

test('Publish… inserts a new class, then shows what changed, updates it and patches it', async ({
  page,
}) => {
  // Tall enough that the dialog shows a whole row in its screenshot.
  await page.setViewportSize({ width: 1280, height: 1300 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Paste JSON…' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste JSON' });
  await paste.getByLabel('JSON').fill(JSON.stringify(offerClass));
  await paste.getByRole('button', { name: 'Open' }).click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Spring sale');

  const dialog = await openPublish(page);
  const row = dialog.getByRole('listitem').filter({ hasText: 'Offer class' }).first();
  await expect(row).toContainText('Google has no copy of this pass yet.');
  await row.getByRole('button', { name: 'Insert' }).click();
  await expect(row.getByRole('status')).toHaveText('Inserted at Google.');
  await expect(row).toContainText('Google’s copy is the same as this document');
  expect(await storedTexts()).toContain('Spring sale');
  // The key is held by the dialog alone: nothing of it is shown.
  await expect(dialog).not.toContainText('PRIVATE KEY');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await title.fill('Summer sale');
  await openPublish(page);
  await expect(row.getByRole('region', { name: 'Changed fields' })).toContainText(
    '1 field changed since Google’s copy',
  );
  await expect(row.getByRole('list', { name: 'Before you update' })).toContainText(
    'This changes the pass of everyone who saved a pass of this class',
  );
  await screen(page, 'publish-diff');
  expect(
    await axeFindings(page, 'publish', {
      include: 'dialog',
      impacts: ['serious', 'critical'],
    }),
  ).toEqual([]);
  await row.getByRole('button', { name: 'Update (PUT)' }).click();
  await expect(row.getByRole('status')).toHaveText('Updated at Google (PUT).');
  await expect(row).toContainText('Google’s copy is the same as this document');
  expect(await storedTexts()).toContain('Summer sale');
  await screen(page, 'publish-updated', true);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A changed title is one top-level field: a PATCH can say it.
  await title.fill('Autumn sale');
  await openPublish(page);
  await row.getByRole('button', { name: 'Patch' }).click();
  await expect(row.getByRole('status')).toHaveText('Patched at Google (PATCH).');
  await expect(row).toContainText('Google’s copy is the same as this document');
  expect(await storedTexts()).toContain('Autumn sale');
});

test('a key the server does not know is refused, with Google’s explanation', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Paste JSON…' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste JSON' });
  await paste.getByLabel('JSON').fill(JSON.stringify({ ...offerClass, id: '3388000000022.other' }));
  await paste.getByRole('button', { name: 'Open' }).click();
  const stranger = await generateTestKeyFile('publisher@test-project.iam.gserviceaccount.com');
  await toolbarCommand(page, 'Publish…');
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByLabel('Service-account key file').setInputFiles({
    name: 'other-key.json',
    mimeType: 'application/json',
    buffer: Buffer.from(stranger.file),
  });
  await dialog.getByLabel('Endpoint').fill(server.origin);
  await dialog.getByRole('button', { name: 'Compare with Google' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The token endpoint refused the key (invalid_grant)');
  await expect(alert.getByText('What Google shows, and what to change')).toBeVisible();
  await alert.getByText('What Google shows, and what to change').click();
  await screen(page, 'publish-refused');
});
