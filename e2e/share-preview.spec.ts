import { expect, test, type Page } from '@playwright/test';
import { decodeSharedPreview, encodeSharedPreview } from '../src/io/share/sharedPreview';
import { screen, toolbarCommand } from './editorSteps';

const ISSUER = '3388000000012345678';
const TOTP_KEY = '3132333435363738393031323334353637383930';
const offerClass = {
  id: `${ISSUER}.review-class`,
  issuerName: 'Kaffeehaus',
  title: 'Ten percent off',
  provider: 'Kaffeehaus',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
  hexBackgroundColor: '#7a3e1d',
};
const offerObject = {
  id: `${ISSUER}.review-pass`,
  classId: offerClass.id,
  state: 'ACTIVE',
  rotatingBarcode: {
    type: 'QR_CODE',
    valuePattern: '{totp_value_0}',
    totpDetails: {
      periodMillis: '30000',
      algorithm: 'TOTP_SHA1',
      parameters: [{ key: TOTP_KEY, valueLength: 8 }],
    },
  },
};

async function openFiles(page: Page, files: Record<string, unknown>) {
  await page.getByLabel('JSON files to open').setInputFiles(
    Object.entries(files).map(([name, document]) => ({
      name: `${name}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(document, null, 2)),
    })),
  );
}

async function shareLinkOf(page: Page): Promise<string> {
  await toolbarCommand(page, 'Share preview…');
  const dialog = page.getByRole('dialog', { name: 'Share preview' });
  const link = dialog.getByRole('textbox', { name: /Review link/ });
  await expect(link).toHaveValue(/\/review\.html#v2\.[\w-]+$/);
  return link.inputValue();
}

test('Share preview: an offer object and its class in a link and a QR code, without the TOTP key; the link opens read-only in a fresh page, and a copy opens in the studio', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openFiles(page, { 'review-class': offerClass, 'review-pass': offerObject });
  await page.getByRole('tab', { name: /review-pass/ }).click();
  // The moment the preview shows travels with the link.
  await page
    .getByRole('region', { name: 'Preview' })
    .getByLabel('Date and time')
    .fill('2027-03-01T10:00:00');
  const url = await shareLinkOf(page);
  const dialog = page.getByRole('dialog', { name: 'Share preview' });
  await expect(dialog).toContainText('and the offer class it is drawn with');
  await expect(dialog).toContainText(
    'It opens at the moment the preview shows: 1 Mar 2027, 10:00.',
  );
  await expect(dialog).toContainText(/Secrets are never put in a link\. Left out: .*Key/);
  await expect(
    dialog.getByRole('img', { name: 'QR code of the review link, to scan with a phone' }),
  ).toBeVisible();
  await screen(page, 'share-preview-dialog');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The pass is in the fragment alone (never sent), and the key is not in it.
  expect(new URL(url).origin).toBe(new URL(baseURL ?? '').origin);
  const decoded = await decodeSharedPreview(new URL(url).hash);
  expect(decoded.ok && decoded.shared.pairedClass?.id).toBe(offerClass.id);
  expect(JSON.stringify(decoded)).not.toContain(TOTP_KEY);

  // A fresh browser context: no drafts, no settings, only the link.
  for (const [width, height, name] of [
    [1440, 900, 'review-page'],
    [390, 844, 'review-page-narrow'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height } });
    const review = await context.newPage();
    const requests: string[] = [];
    review.on('request', (request) => requests.push(request.url()));
    await review.goto(url);
    await expect(review.getByRole('heading', { level: 1, name: 'Ten percent off' })).toBeVisible();
    await expect(review.getByText(/Shared for review: read-only/)).toBeVisible();
    await expect(review.getByText(/Left out of this link, as secrets: .*Key/)).toBeVisible();
    const preview = review.getByRole('region', { name: 'Pass preview' });
    await expect(preview.getByLabel('Date and time')).toHaveValue(/^2027-03-01T10:00/);
    await expect(preview.getByText('Ten percent off').first()).toBeVisible();
    for (const view of ['Details', 'List row', 'Card']) {
      await preview.getByRole('tab', { name: view }).click();
      await expect(preview.getByRole('tab', { name: view })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }
    await preview.getByRole('radio', { name: 'Web' }).check();
    await preview.getByRole('radio', { name: 'Android' }).check();
    // Nothing can be edited: no editor, no field of the pass.
    await expect(review.getByRole('region', { name: 'Editor' })).toHaveCount(0);
    await expect(review.getByRole('textbox', { name: 'Class ID' })).toHaveCount(0);
    await screen(review, name, true);
    expect(requests.filter((r) => r.includes('#'))).toEqual([]);
    if (width === 390) {
      await review.getByRole('link', { name: 'Open a copy in Pass Studio' }).click();
      await expect(
        review.getByRole('tab', { name: /Ten percent off \(review copy\)/ }),
      ).toHaveCount(2);
      await expect(
        review.getByRole('status').filter({ hasText: 'Opened a copy of “Ten percent off”' }),
      ).toContainText('Its secrets were not in the link: fill them in again.');
      expect(new URL(review.url()).hash).toBe('');
    }
    await context.close();
  }
});

test('a review link that is cut short says so; one whose moment is out of range shows now', async ({
  page,
}) => {
  await page.goto('/review.html#v1.AAAA');
  await expect(page.getByRole('heading', { name: 'No pass to show' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(/damaged or cut short/);

  // A link of the first format (deflate without a dictionary), made before v2, still opens.
  await page.goto(
    '/review.html#v1.NY1bDoIwFAW3Yo6_9cFDJf2EuAJX0JQLNkAvKQWNpHs3DWF-J5lZ0RlbQ4KbhlzVq2mCQM16Hsh6yBUm2iwriutGkmb57f4ozo4WQ5_TkkDAG98TJF6jM7Y96FgjCLzpWyrdtY5nW1fcs4PEMVepThWCwLhF4mfg_ag8ZLLvIgI_tjH_nB2PdCnJ9cYihPAH',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Spring coffee' })).toBeVisible();

  const farOff = await encodeSharedPreview({
    kind: 'offerClass',
    document: offerClass,
    preview: { moment: 1e20 },
  });
  await page.goto(`/review.html#${farOff}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ten percent off' })).toBeVisible();
  await expect(
    page.getByText(/outside the years 1 to 9999, so the preview shows the pass now/),
  ).toBeVisible();
  const preview = page.getByRole('region', { name: 'Pass preview' });
  await expect(preview.getByRole('button', { name: 'Now' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
