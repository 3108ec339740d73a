import { expect, test, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// A second tab on a document another tab edits is read-only: it may duplicate the document (a
// new draft of its own) but neither rename nor delete it.

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const documents = (page: Page) => page.getByRole('toolbar', { name: 'Documents' });
const action = (page: Page, name: string) =>
  documents(page).getByRole('button', { name, exact: true });
const reason = 'Open in another tab: rename or delete it there';

test('a read-only tab cannot rename or delete the document, says why, and can duplicate it', async ({
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
  for (const name of ['Rename…', 'Delete']) {
    await expect(action(other, name)).toBeDisabled();
    await expect(action(other, name)).toHaveAccessibleDescription(reason);
    await expect(action(other, name)).toHaveAttribute('title', reason);
  }
  await expect(action(other, 'Duplicate')).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Issuer name' })).toBeEditable();
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
