import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync, strFromU8 } from 'fflate';
import { expect, test } from '@playwright/test';

// An Apple coupon as a shop writes it: trailing comma included, no images.
const passJson = (style: Record<string, unknown>) =>
  JSON.stringify({
    formatVersion: 1,
    passTypeIdentifier: 'pass.shop.example',
    teamIdentifier: 'A1B2C3D4E5',
    serialNumber: 'sale-0001',
    organizationName: 'Lindenbahn',
    description: 'Summer sale',
    backgroundColor: 'rgb(16, 80, 160)',
    barcodes: [{ format: 'PKBarcodeFormatQR', message: 'S-1', messageEncoding: 'iso-8859-1' }],
    ...style,
  }).replace(/}$/, ',}');
const pkpass = (name: string, json: string) => ({
  name,
  mimeType: 'application/vnd.apple.pkpass',
  buffer: Buffer.from(zipSync({ 'pass.json': strToU8(json) })),
});

test('an Apple pass opens as its Google documents with its loss report, and exports back', async ({
  page,
}) => {
  await page.goto('/');
  const files = page.getByLabel('JSON files to open');
  const report = page.getByRole('dialog', { name: 'Import report' });

  // Refused: named, and nothing opens.
  await files.setInputFiles(
    pkpass('flight.pkpass', passJson({ boardingPass: { transitType: 'PKTransitTypeAir' } })),
  );
  await expect(report).toContainText('flight.pkpass cannot be opened');
  await expect(report).toContainText('flight class');
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('tab')).toHaveCount(0);

  await files.setInputFiles(
    pkpass(
      'Summer sale.pkpass',
      passJson({
        coupon: {
          primaryFields: [{ key: 'offer', label: 'Lindenbahn', value: '20% off' }],
          backFields: [{ key: 'terms', label: 'Terms', value: 'Weekdays only.' }],
        },
      }),
    ),
  );
  const losses = report.getByRole('region', { name: 'What the pass keeps and loses' });
  await expect(losses.getByRole('heading', { name: 'Read past' })).toBeVisible();
  await expect(losses).not.toContainText('organizationName');
  await report.screenshot({ path: 'test-results/apple-import-report.png' });
  await report.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('tab', { name: /Summer sale \(class\)/ })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: /^Summer sale(?! \()/, selected: true }),
  ).toBeVisible();

  // The Apple device draws the pass back as Apple Wallet does, and follows the typing.
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByRole('radio', { name: 'Apple' }).check();
  const coupon = preview.getByRole('article', { name: 'Apple Wallet coupon, Lindenbahn' });
  await expect(coupon.getByRole('definition').filter({ hasText: '20% off' })).toBeVisible();
  await coupon.screenshot({ path: 'test-results/apple-coupon.png' });

  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export preview' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Apple Wallet pass (.pkpass)…' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pkpass$/);
  await expect(dialog.getByRole('status').first()).toContainText(
    'Wallet will not open it until it is',
  );
  await expect(
    dialog.getByRole('region', { name: 'What the Apple pass keeps and loses' }),
  ).toContainText('drawn');
  await dialog.screenshot({ path: 'test-results/apple-export-dialog.png' });
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(entries).sort()).toEqual(['icon.png', 'manifest.json', 'pass.json']);
  expect(JSON.parse(strFromU8(entries['pass.json']!))).toMatchObject({
    organizationName: 'Lindenbahn',
    coupon: { primaryFields: [{ value: '20% off' }] },
    barcodes: [{ format: 'PKBarcodeFormatQR', message: 'S-1' }],
  });
});
