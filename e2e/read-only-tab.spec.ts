import { expect, test, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// A second tab on a document another tab edits is read-only: it may duplicate the document (a
// new draft of its own) but not rename it; its Delete asks the tab that edits it, which may refuse.

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const documents = (page: Page) => page.getByRole('toolbar', { name: 'Documents' });
const action = (page: Page, name: string) =>
  documents(page).getByRole('button', { name, exact: true });
const reason = 'Open in another tab: rename it there';

test('a read-only tab cannot rename the document, says why, and can duplicate it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles([fixture('transit-class.json')]);
  await expect(page.getByRole('textbox', { name: 'Issuer name' })).toBeEditable();
  // The editing tab keeps every action.
  for (const name of ['Rename…', 'Duplicate', 'Delete']) {
    await expect(action(page, name)).toBeEnabled();
  }

  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByText(/Read-only here/)).toBeVisible();
  await expect(action(other, 'Rename…')).toBeDisabled();
  await expect(action(other, 'Rename…')).toHaveAccessibleDescription(reason);
  await expect(action(other, 'Rename…')).toHaveAttribute('title', reason);
  await expect(action(other, 'Delete')).toHaveAttribute('title', /that tab is asked first/);
  await expect(action(other, 'Duplicate')).toBeEnabled();
  await screen(other, 'read-only-bar');

  // In a narrow window the actions sit behind "Menu", which says the reason in words.
  await other.setViewportSize({ width: 700, height: 900 });
  await documents(other).getByRole('button', { name: 'Menu' }).click();
  await expect(documents(other).getByText(reason)).toBeVisible();
  await expect(action(other, 'Rename…')).toBeDisabled();
  await screen(other, 'read-only-menu');

  // Duplicate makes a new draft this tab edits, where Rename and Delete work again.
  await action(other, 'Duplicate').click();
  const tabs = other.getByRole('tablist', { name: 'Open documents' }).getByRole('tab');
  await expect(tabs.filter({ hasText: /copy/ })).toHaveAttribute('aria-selected', 'true');
  await expect(other.getByText(/Read-only here/)).toHaveCount(0);
  await other.setViewportSize({ width: 1280, height: 900 });
  await expect(action(other, 'Rename…')).toBeEnabled();
  await expect(action(other, 'Delete')).toBeEnabled();
  await expect(action(other, 'Delete')).not.toHaveAttribute('title', /./);

  // When the editing tab closes, the second takes the lock over and may rename the original.
  await tabs.filter({ hasNotText: /copy/ }).click();
  await expect(action(other, 'Rename…')).toBeDisabled();
  await page.close();
  await expect(action(other, 'Rename…')).toBeEnabled();
  await expect(action(other, 'Delete')).toBeEnabled();
});

test('a second tab’s Delete cannot remove the document the first tab edits unless that tab agrees', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles([fixture('transit-class.json')]);
  const issuerName = (p: Page) => p.getByRole('textbox', { name: 'Issuer name' });
  await expect(issuerName(page)).toBeEditable();

  // A quick hand clicks Delete the moment it appears, before the browser says who edits it.
  const other = await context.newPage();
  await other.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Delete',
      );
      if (!button) return;
      document.documentElement.dataset.deleteFirstSeen = button.disabled ? 'disabled' : 'enabled';
      button.click();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await other.goto('/');
  await expect(other.getByText(/Read-only here/)).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('data-delete-first-seen', 'disabled');
  const notDeleted = (why: RegExp) =>
    expect(other.getByRole('status').filter({ hasText: 'was not deleted' })).toContainText(why);

  // The editing tab does not answer (busy for 4 s): refused, saying so, and left alone after.
  await page.evaluate(() =>
    setTimeout(() => {
      const until = Date.now() + 4000;
      while (Date.now() < until);
    }),
  );
  await action(other, 'Delete').click();
  await notDeleted(/the tab editing it did not answer/);
  await expect(issuerName(page)).toBeEditable();

  // The editing tab has work it could not store: it refuses.
  // (Every IndexedDB write refused, as with a full disk; put back further down.)
  await page.evaluate(() => {
    const store = IDBObjectStore.prototype;
    const descriptor = Object.getOwnPropertyDescriptor(store, 'put');
    Object.assign(window, {
      restorePut: () => descriptor && Object.defineProperty(store, 'put', descriptor),
    });
    Object.defineProperty(store, 'put', {
      configurable: true,
      value: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
  });
  await issuerName(page).fill('Unsaved Ferries');
  await expect(
    page.getByRole('status').filter({ hasText: /^Not saved: storage is full$/ }),
  ).toBeVisible();
  await action(other, 'Delete').click();
  await notDeleted(/has changes it could not store \(storage is full\)/);
  await screen(other, 'delete-refused');
  await expect(issuerName(page)).toBeEditable();

  // Everything stored, it agrees: it deletes the document and says so; both tabs can undo.
  await page.evaluate(() => (window as unknown as { restorePut: () => void }).restorePut());
  await issuerName(page).fill('Saved Ferries');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
  await action(other, 'Delete').click();
  await expect(other.getByRole('status').filter({ hasText: /^Deleted “/ })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /^Another tab deleted “/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start a pass' })).toBeVisible();
  await screen(page, 'deleted-by-another-tab');
  await other.getByRole('button', { name: 'Undo delete' }).click();
  await expect(issuerName(other)).toBeEditable();
  await expect(issuerName(other)).toHaveValue('Saved Ferries');
});
