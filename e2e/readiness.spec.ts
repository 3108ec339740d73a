import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// The project's sample transit class, made not quite ready: a long issuer name and no review status.
const sample = JSON.parse(
  readFileSync(new URL('../public/samples/transit-class.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const { reviewStatus: _omitted, ...withoutReview } = sample;
const draft = { ...withoutReview, issuerName: 'Lindenbahn Regional Rail' };

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Document', exact: true });
const issues = (page: Page) => page.getByRole('region', { name: 'Issues' });

test('a designer fixes every Google warning from the issue list and the pass reads “Ready”', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'lindenbahn-draft.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(draft, null, 2)),
  });
  const tab = page
    .getByRole('tablist', { name: 'Open documents' })
    .getByRole('tab')
    .filter({ hasText: /lindenbahn-draft/ });
  await tab.click();

  // Two verdicts, never confused: valid, with two Google warnings.
  await expect(toolbar(page)).toContainText('Valid · 2 Google warnings');
  await expect(tab).toContainText('Valid · 2 Google warnings');
  await expect(issues(page).getByRole('paragraph').first()).toHaveText('Valid · 2 Google warnings');
  const length = issues(page).getByRole('button', {
    name: /Warning.*Issuer name has 24 characters; Google recommends at most 20/,
  });
  await expect(length).toBeVisible();
  await expect(
    issues(page).getByRole('link', { name: /Google’s rule google\.length/ }),
  ).toHaveAttribute('href', 'https://developers.google.com/wallet/reference/rest/v1/transitclass');
  await screen(page, 'readiness-warnings', true);

  // Export is never blocked by a warning, and the dialog lists them.
  await toolbar(page).getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export preview' });
  await expect(
    dialog.getByRole('list', { name: 'Google warnings' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: /^Download / })).toBeEnabled();
  await screen(page, 'readiness-export');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Each warning leads to its field; fixing it there clears it.
  await length.click();
  const issuer = page.getByRole('textbox', { name: 'Issuer name', exact: true });
  await expect(issuer).toBeFocused();
  await issuer.fill('Lindenbahn');
  await expect(toolbar(page)).toContainText('Valid · 1 Google warning');

  await issues(page)
    .getByRole('button', { name: /Warning.*Google requires Review status/ })
    .click();
  const review = page.getByRole('combobox', { name: 'Review status' });
  await expect(review).toBeFocused();
  await review.selectOption({ label: 'Draft' });

  await expect(toolbar(page)).toContainText('Ready');
  await expect(issues(page).getByRole('paragraph').first()).toHaveText(/^Ready/);
  await expect(tab).toContainText('Ready');
  await screen(page, 'readiness-ready', true);
});
