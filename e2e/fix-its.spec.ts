import { expect, test } from '@playwright/test';
import { screen } from './editorSteps';

// An offer with four warnings that have a certain fix: two deprecated kinds, a value only Google
// sets and a value in Google's legacy spelling.
const offer = {
  id: '3388000000022345678.spring-coffee',
  classId: '3388000000022345678.spring',
  kind: 'walletobjects#offerObject',
  state: 'ACTIVE',
  hasUsers: true,
  classReference: {
    id: '3388000000022345678.spring',
    kind: 'walletobjects#offerClass',
    issuerName: 'Kaffeehaus',
    title: 'A free refill',
    provider: 'Kaffeehaus',
    redemptionChannel: 'instore',
    reviewStatus: 'UNDER_REVIEW',
  },
};

test('a warning’s fix: its before and after, applied, all of a kind, undone', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'fixable.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(offer, null, 2)),
  });
  const issues = page.getByRole('region', { name: 'Issues' });
  const warnings = issues.getByRole('button', { name: /^Warning/ });
  await expect(warnings).toHaveCount(4);

  const fixUsers = issues.locator('summary', { hasText: /^Fix Has users$/ });
  await fixUsers.click();
  // The open disclosure (a closed one keeps its panel in the page, hidden).
  const preview = issues.locator('details[open]');
  await expect(preview.getByText('Remove it')).toBeVisible();
  await expect(preview.getByText(/removed$/)).toBeVisible();
  await screen(issues, 'fix-its-preview');
  await screen(page, 'fix-its-page');
  await issues.getByRole('button', { name: 'Apply fix' }).click();
  await expect(warnings).toHaveCount(3);

  await issues.locator('summary', { hasText: /^Fix Kind$/ }).click();
  await issues.getByRole('button', { name: 'Fix all of this kind (2)' }).click();
  await expect(warnings).toHaveCount(1);

  // A value only respelled reads the same by its label: the before says which spelling it was.
  await issues.locator('summary', { hasText: /^Fix Offer class › Redemption channel$/ }).click();
  await expect(
    issues.locator('details[open]').getByText('“In store” in Google’s legacy spelling'),
  ).toBeVisible();
  await screen(issues, 'fix-its-spelling');
  await issues.getByRole('button', { name: 'Apply fix' }).click();
  await expect(issues.getByText('Ready', { exact: true })).toBeVisible();

  // Each fix is one undo step: the spelling, then both kinds.
  await page.keyboard.press('Control+z');
  await expect(warnings).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(warnings).toHaveCount(3);
  await expect(issues.getByRole('button', { name: /Google marks kind deprecated/ })).toHaveCount(2);
});
