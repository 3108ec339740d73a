import { generateKeyPairSync } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { compactVerify, importSPKI } from 'jose';
import { openSection, screen, toolbarCommand } from './editorSteps';

const CLIENT_EMAIL = 'wallet-e2e@test-project.iam.gserviceaccount.com';

/** A fresh key pair per run: no private key is ever committed. */
function keyFile() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const text = JSON.stringify({
    type: 'service_account',
    private_key: privateKey,
    client_email: CLIENT_EMAIL,
  });
  // A stretch from the middle of the key: if it is stored anywhere, this finds it.
  const body = privateKey.split('\n').slice(1, -2).join('');
  return { text, publicKey, fragments: [body.slice(100, 160), body.slice(-80, -20)] };
}

/** Every string the page keeps: localStorage, sessionStorage, all of IndexedDB, the URL. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [location.href, document.cookie];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        parts.push(key, store.getItem(key) ?? '');
      }
    }
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      for (const name of db.objectStoreNames) {
        const all = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(new Error(String(request.error)));
        });
        parts.push(info.name!, name, JSON.stringify(all));
      }
      db.close();
    }
    return parts.join('\n');
  });
}

test('Save link: claims and length live against 1,800, the short form, origins checked', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Offer object from sample' }).click();
  await page.getByRole('button', { name: 'Save link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save link' });

  // Unsigned claims and the length, before any key: the sample embeds its class and is long.
  const claims = dialog.getByRole('region', { name: 'Unsigned claims' });
  await expect(claims).toContainText('"typ": "savetowallet"');
  await expect(claims).toContainText('"classReference"');
  await expect(
    dialog.getByText(/JWT length \(estimated\): [\d,]+ of 1,800 characters/),
  ).toBeVisible();
  await expect(dialog.getByText(/Over Google’s safe length/)).toBeVisible();
  await screen(page, 'save-link-unsigned');

  // The short form names the class by id: the link gets shorter.
  const lengthText = dialog.getByText(/^JWT length/);
  const lengthOf = async () =>
    Number((await lengthText.innerText()).match(/: ([\d,]+) of/)![1]!.replace(/,/g, ''));
  const full = await lengthOf();
  await dialog.getByLabel(/Short form/).check();
  await expect(claims).not.toContainText('"classReference"');
  await expect(dialog.getByText(/names class .* by id: it must exist/)).toBeVisible();
  expect(await lengthOf()).toBeLessThan(full);

  const origins = dialog.getByLabel('Origins (sites that show the button)');
  await origins.fill('https://shop.example/path');
  await expect(
    dialog.getByText(/has a path; write the origin only: https:\/\/shop\.example/),
  ).toBeVisible();
  await origins.fill('https://shop.example');
  await expect(claims).toContainText('"https://shop.example"');

  // A file that is not a key is refused in words.
  await dialog.getByLabel('Service-account key file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": 1}'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    /^“notes\.json”: Not a service-account key file/,
  );
  await expect(dialog.getByRole('button', { name: 'Sign link' })).toBeDisabled();
});

test('Save link: signed with a picked key, verified, with a QR code; the key is kept nowhere', async ({
  page,
}) => {
  const key = keyFile();
  await page.goto('/');
  await page.getByRole('button', { name: 'Blank offer object' }).click();
  await page.getByLabel('Object ID', { exact: true }).fill('3388000000012345678.e2e-link');
  await page.getByLabel('Class ID', { exact: true }).fill('3388000000012345678.e2e-class');
  await openSection(page, 'Validity and state');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Save link…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save link' });
  const claims = dialog.getByRole('region', { name: 'Unsigned claims' });
  await dialog.getByLabel('Origins (sites that show the button)').fill('https://shop.example');

  await dialog.getByLabel('Service-account key file').setInputFiles({
    name: 'key.json',
    mimeType: 'application/json',
    buffer: Buffer.from(key.text),
  });
  await expect(dialog.getByText(`Signing as ${CLIENT_EMAIL}`, { exact: false })).toBeVisible();
  await expect(claims).toContainText(CLIENT_EMAIL);
  await dialog.getByRole('button', { name: 'Sign link' }).click();

  const link = dialog.getByLabel(/^Save link \(/);
  await expect(link).toHaveValue(
    /^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/,
  );
  await expect(dialog.getByRole('img', { name: /QR code of the save link/ })).toBeVisible();
  const url = await link.inputValue();
  const jwt = url.split('/').at(-1)!;
  const { payload } = await compactVerify(jwt, await importSPKI(key.publicKey, 'RS256'));
  const signed = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
  expect(signed).toMatchObject({
    iss: CLIENT_EMAIL,
    aud: 'google',
    typ: 'savetowallet',
    origins: ['https://shop.example'],
    payload: {
      offerObjects: [
        {
          id: '3388000000012345678.e2e-link',
          classId: '3388000000012345678.e2e-class',
          state: 'ACTIVE',
        },
      ],
    },
  });
  await expect(
    dialog.getByText(`JWT length: ${jwt.length.toLocaleString('en-US')} of 1,800 characters`),
  ).toBeVisible();
  await screen(page, 'save-link-signed');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Signing is a moment worth keeping: the newest version, named by what changed.
  await toolbarCommand(page, 'Changes…');
  const changes = page.getByRole('dialog', { name: 'Changes' });
  await expect(changes.getByRole('radio', { name: /Save link made.*Object ID/ })).toBeChecked();
  await page.keyboard.press('Escape');

  // Once autosave has nothing left to write, look everywhere the page keeps things.
  await expect(
    page
      .getByRole('toolbar', { name: 'Document' })
      .getByRole('status')
      .filter({ hasText: /^Saved/ }),
  ).toBeVisible();
  const stored = await storedText(page);
  expect(stored).toContain('e2e-link');
  for (const fragment of key.fragments) expect(stored).not.toContain(fragment);
  expect(stored).not.toContain('PRIVATE KEY');
  expect(stored).not.toContain(jwt);
});
