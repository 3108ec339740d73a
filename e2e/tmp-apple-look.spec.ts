import { expect, test } from '@playwright/test';
for (const colorScheme of ['light', 'dark'] as const)
  test(`look ${colorScheme}`, async ({ page }) => {
    test.use;
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1440, height: 2400 });
    await page.goto('/');
    await page.getByRole('button', { name: 'New…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document' });
    await dialog.getByRole('radio', { name: 'Offer object' }).check();
    await dialog.getByRole('radio', { name: /^Sample/ }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('radio', { name: 'Apple' }).check();
    await expect(preview.getByRole('article', { name: /^Apple Wallet coupon/ })).toBeVisible();
    await page.waitForTimeout(1500);
    await preview.getByRole('group', { name: 'Pass on screen' }).screenshot({ path: `test-results/look-offer-${colorScheme}.png` });
    await preview.getByRole('tab', { name: 'List row' }).click();
    await page.waitForTimeout(500);
    await preview.getByRole('group', { name: 'Pass on screen' }).screenshot({ path: `test-results/look-offer-list-${colorScheme}.png` });
  });
