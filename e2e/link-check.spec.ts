import { expect, test, type Page } from '@playwright/test';
import { exportSPKI } from 'jose';
import { signSaveLink, toSaveLinkSigner } from '../src/io/saveLink/signSaveLink';
import { parseServiceAccountKey } from '../src/io/saveLink/serviceAccountKey';
import { generateTestKeyFile } from '../src/test/testKey';
import { axeFindings } from './axe';
import { screen } from './editorSteps';

const ISSUER = '3388000000022';
const offerClass = {
  id: `${ISSUER}.spring`,
  issuerName: 'Corner Bakery',
  provider: 'Corner Bakery',
  title: 'Spring sale',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
};
const offerObject = { id: `${ISSUER}.spring-0001`, classId: offerClass.id, state: 'ACTIVE' };
// An object whose id names another issuer: Google refuses it in this link.
const stray = { id: '1111111111111.spring-0002', classId: offerClass.id, state: 'ACTIVE' };

/** A save link signed by a fresh key (no private key is committed), and that key's public half. */
async function signedLink() {
  const generated = await generateTestKeyFile();
  const parsed = parseServiceAccountKey(generated.file);
  if (!parsed.ok) throw new Error(parsed.message);
  const signed = await signSaveLink(
    {
      iss: generated.clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: Math.floor(Date.now() / 1000),
      origins: [],
      payload: { offerClasses: [offerClass], offerObjects: [offerObject, stray] },
    },
    await toSaveLinkSigner(parsed.key),
  );
  return { url: signed.url, publicPem: await exportSPKI(generated.publicKey) };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} ,`) });

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('a save link pasted in Paste JSON opens its passes and the link check', async ({ page }) => {
  const { url, publicPem } = await signedLink();
  await page.getByRole('button', { name: 'Paste JSON…' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste JSON' });
  await paste.getByLabel('JSON').fill(url);
  await paste.getByRole('button', { name: 'Open' }).click();

  const check = page.getByRole('dialog', { name: 'Link check' });
  await expect(check.getByRole('list', { name: 'Passes in the link' })).toContainText(
    'offer object 3388000000022.spring-0001, with offer class 3388000000022.spring',
  );
  // Its passes open as documents behind it; the focus stays in the dialog, Tab too.
  const documents = page.getByRole('tablist', { name: 'Open documents' });
  await expect(documents.getByRole('tab')).toHaveCount(3);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  await expect(check.getByRole('button', { name: 'Close' })).toBeFocused();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') != null)).toBe(true);
  await expect(check).toContainText('Signature not checked');
  await expect(check).toContainText('1111111111111');
  await expect(check.getByText('What Google shows, and what to change').first()).toBeVisible();
  await check
    .getByLabel('Public key or certificate of the service account')
    .setInputFiles({ name: 'public.pem', mimeType: 'text/plain', buffer: Buffer.from(publicPem) });
  await expect(check).toContainText('Signature verified.');
  await screen(page, 'link-check', true);
  expect(
    await axeFindings(page, 'link check', {
      include: 'dialog',
      impacts: ['serious', 'critical'],
    }),
  ).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(check).toBeHidden();
  await expect(tab(page, 'spring')).toContainText('Offer class');
  await expect(tab(page, 'spring-0001')).toContainText('Offer object');
  await expect(tab(page, 'spring-0002')).toContainText('Offer object');
  await expect(page.getByRole('status').filter({ hasText: 'Paired by id' })).toContainText(
    '“spring-0001” uses the class “spring”',
  );
});

test('Ctrl+V of a bare JWT on the workspace opens the link check', async ({ page, context }) => {
  const { url } = await signedLink();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), url.split('/').pop() ?? '');
  await page.getByRole('heading', { name: 'Start a pass' }).click();
  await page.keyboard.press('ControlOrMeta+V');
  const check = page.getByRole('dialog', { name: 'Link check' });
  await expect(
    check.getByRole('status').filter({ hasText: /\d+ .*(error|warning)/ }),
  ).toBeVisible();
  await check
    .getByRole('listitem')
    .filter({ hasText: 'spring-0001' })
    .getByRole('button', { name: 'Show' })
    .click();
  await expect(check).toBeHidden();
  await expect(tab(page, 'spring-0001')).toHaveAttribute('aria-selected', 'true');
});

test('a file holding a save link (an e-mail) opens the link check too', async ({ page }) => {
  const { url } = await signedLink();
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'pass-mail.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`Hello,\n\nadd your pass: ${url}\n\nThe bakery`),
  });
  const check = page.getByRole('dialog', { name: 'Link check' });
  await expect(check).toContainText('A save link of');
  await check.getByRole('button', { name: 'Close' }).click();
  await expect(tab(page, 'spring')).toContainText('Offer class');
});
