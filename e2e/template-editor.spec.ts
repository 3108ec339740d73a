import { expect, test, type Page } from '@playwright/test';
import { openSection } from './editorSteps';

// The card template editor reached the ways every other field is: from the preview, from an
// issue, and undone with the toolbar's Undo. One boot, its checks as steps: each leaves the
// sample's template as it found it but the last.

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

test('the card template editor: Undo takes back a row’s shape; a card value and an issue each open their slot', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();

  await test.step('Undo takes back a change of a row’s shape', async () => {
    await openSection(page, 'Card template');
    const row = page.getByRole('group', { name: 'Row 1', exact: true });
    await expect(row.getByRole('radio', { name: '2 items' })).toBeChecked();
    await row.getByRole('radio', { name: '3 items' }).click();
    await expect(row.getByRole('button', { name: 'Add middle item' })).toBeVisible();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(row.getByRole('radio', { name: '2 items' })).toBeChecked();
    await expect(row.getByRole('button', { name: 'Add middle item' })).toHaveCount(0);
  });

  await test.step('a card value clicked in the preview opens its slot with the field path focused', async () => {
    await preview(page)
      .getByRole('article', { name: 'Card' })
      .getByRole('button', { name: /^Passenger: / })
      .click();
    const panel = page.getByRole('region', { name: 'Row 1, start item' });
    const path = panel.getByRole('combobox', { name: 'Field path' });
    await expect(path).toBeFocused();
    await expect(path).toHaveValue('object.passengerNames');
    await panel.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('an issue in a closed slot is one click from its field', async () => {
    await openSection(page, 'Card template');
    const row = page.getByRole('group', { name: 'Row 1', exact: true });
    await row.getByRole('button', { name: /^Start item/ }).click();
    const panel = page.getByRole('region', { name: 'Row 1, start item' });
    await panel.getByRole('combobox', { name: 'Field path' }).fill('class.nowhere');
    await panel.getByRole('button', { name: 'Done' }).click();
    await expect(panel).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Issues' })
      .getByRole('button', { name: /The class has no nowhere/ })
      .click();
    const path = panel.getByRole('combobox', { name: 'Field path' });
    await expect(path).toBeFocused();
    await expect(path).toHaveValue('class.nowhere');
  });
});
