import { expect, test, type Page } from '@playwright/test';
import { saveStatus } from './editorSteps';

// The origin's quota exhausted before the app loads, as a full disk does: IndexedDB and the
// origin private file system refuse every write; localStorage, with a quota of its own, takes the
// emergency copy. Whatever happens, the page never says "Saved" while the text is stored nowhere
// that outlives the tab, and the text is never lost while it says so.
const fixture = new URL('./fixtures/transit-class.json', import.meta.url).pathname;
const issuerName = (page: Page) => page.getByRole('textbox', { name: 'Issuer name' });

/**
 * Exhausts the origin's quota for as long as `page` is open (the override ends with the DevTools
 * session that set it).
 */
async function exhaustQuota(page: Page, baseURL: string | undefined) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(baseURL ?? '').origin,
    // 0 would reset the quota: one byte refuses every write.
    quotaSize: 1,
  });
}

/** The status as it settles: "Saving…" gives way to what the store of record answered. */
async function settledStatus(page: Page) {
  await expect(saveStatus(page)).not.toHaveText('Saving…');
  return saveStatus(page).textContent();
}

test('with the quota exhausted, a typed edit survives a reload and a closed tab, and never reads "Saved"', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await exhaustQuota(page, baseURL);
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles([fixture]);
  await expect(issuerName(page)).toHaveValue('Harbour Ferries');
  // Freshly opened: the store refused it, so it is not "Saved".
  expect(await settledStatus(page)).toMatch(/^Not saved/);

  await issuerName(page).press('End');
  await issuerName(page).pressSequentially(' & Sons');
  await expect(saveStatus(page)).toHaveText(/^Not saved/);

  await page.reload();
  await expect(issuerName(page)).toHaveValue('Harbour Ferries & Sons');
  expect(await settledStatus(page)).toMatch(/^Not saved/);

  // The tab closed and the app opened again: the copy that outlived the tab brings the text back.
  await page.close();
  const again = await context.newPage();
  await exhaustQuota(again, baseURL);
  await again.goto('/');
  await expect(issuerName(again)).toHaveValue('Harbour Ferries & Sons');
  expect(await settledStatus(again)).toMatch(/^Not saved/);
});
