import { expect, test, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// An offer object as Google's API returns it: value-added modules and merchant locations as lists.
const text = (value: string) => ({ defaultValue: { language: 'en', value } });
const fromGoogle = {
  id: '3388000000022345678.spring-coffee',
  classId: '3388000000022345678.spring',
  state: 'ACTIVE',
  valueAddedModuleData: [
    { header: text('Free refill'), uri: 'https://kaffeehaus.example/refill' },
    { header: text('Order ahead'), uri: 'https://kaffeehaus.example/order' },
    { header: text('Loyalty points'), uri: 'https://kaffeehaus.example/points' },
  ],
  merchantLocations: [{ latitude: 52.52, longitude: 13.405 }],
};

const issues = (page: Page) => page.getByRole('region', { name: 'Issues' });

test('a payload from Google’s API: the shape said in words, repaired without losing the rest', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'from-google.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(fromGoogle, null, 2)),
  });
  const report = page.getByRole('dialog', { name: 'Import report' });
  const errors = report.getByRole('list', { name: 'Errors' });
  await expect(errors).toContainText(
    'Google’s API sends a list of value-added modules here; this spec takes one',
  );
  await expect(errors).toContainText(
    'Google’s API has merchant locations here; this spec has no such field',
  );

  await report.getByRole('button', { name: 'Repair' }).click();
  const changes = report.getByRole('list', { name: 'Repair changes' });
  await expect(changes).toContainText('Kept the first of 3 value-added modules');
  const rest = changes.getByLabel('Left out: value-added modules 2 to 3');
  await expect(rest).toContainText('Order ahead');
  await expect(rest).toContainText('Loyalty points');
  await expect(changes.getByLabel('Left out: merchant locations')).toContainText('52.52');
  await screen(page, 'google-shape-repair', true);

  await changes.getByRole('button', { name: 'Copy value-added modules 2 to 3' }).click();
  await expect(changes.getByRole('status').first()).toHaveText('Copied.');
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as unknown;
  expect(copied).toEqual(fromGoogle.valueAddedModuleData.slice(1));

  await report.getByRole('button', { name: 'Open repaired' }).click();
  // Valid as the spec says, and a Google warning that Google takes a list there.
  await expect(
    issues(page).getByRole('button', {
      name: /Warning.*Google’s API takes a list of value-added modules here and refuses a single one/,
    }),
  ).toBeVisible();
  await screen(page, 'google-shape-warning', true);
});
