import { expect, test } from '@playwright/test';
import { exportDownload, newFromSample, openSection, screen } from './editorSteps';

const OBJECT_ID = '3388000000012345678.spring-offer-42';
const CLASS_ID = '3388000000012345678.spring-offer';

// One load: the offer made from blank first (from the welcome, in the default window), then the
// sample in dark at 1440 × 900, made with New…. The colours are CSS (prefers-color-scheme), so the
// scheme switched here is the one a dark load would draw.
test('an offer object made from blank exports as valid; the sample offer object in dark mode', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(2 * 30_000);
  await test.step('an offer object with an embedded class and a barcode, made from blank, exports as valid', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Blank offer object' }).click();

    await page.getByLabel('Object ID', { exact: true }).fill(OBJECT_ID);
    const classId = page.getByLabel('Class ID', { exact: true });
    await classId.fill(CLASS_ID);

    await openSection(page, 'Offer class');
    await page.getByRole('button', { name: 'Add offer class' }).click();
    const basics = page.getByRole('region', { name: 'Offer class: Basics' });
    const embeddedId = basics.getByLabel('Class ID', { exact: true });
    // The embedded class needs its ID: the error shows until it is typed.
    await expect(basics.getByText('Class ID is required')).toBeVisible();
    await embeddedId.fill('3388000000012345678.other');
    await expect(basics.getByText(/differs|but Class ID is/)).toBeVisible();
    await embeddedId.fill(CLASS_ID);
    await expect(basics.getByText('Class ID is required')).toHaveCount(0);
    await basics.getByLabel('Title', { exact: true }).fill('20% off spring jackets');
    await basics.getByLabel('Provider', { exact: true }).fill('Northwind Outfitters');
    await basics.getByLabel('Issuer name', { exact: true }).fill('Northwind');
    await basics
      .getByLabel('Redemption channel', { exact: true })
      .selectOption({ label: 'In store and online' });

    await openSection(page, 'Barcode');
    await page.getByRole('button', { name: 'Add barcode' }).click();
    const barcode = page.getByRole('group', { name: 'Barcode' });
    await barcode.getByLabel('Type', { exact: true }).selectOption({ label: 'QR code' });
    await barcode.getByLabel('Value', { exact: true }).fill('SPRING-42');

    await openSection(page, 'Validity and state');
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Active' });

    await expect(
      page.getByRole('region', { name: 'Issues' }).getByRole('paragraph').first(),
    ).toHaveText(/^(Ready|Valid)/);
    await screen(page, 'offer-full-light');

    const exported = await exportDownload(page, `${OBJECT_ID}.json`);
    expect(exported).toMatchObject({
      id: OBJECT_ID,
      classId: CLASS_ID,
      classReference: {
        id: CLASS_ID,
        title: '20% off spring jackets',
        provider: 'Northwind Outfitters',
        issuerName: 'Northwind',
        redemptionChannel: 'BOTH',
      },
      barcode: { type: 'QR_CODE', value: 'SPRING-42' },
      state: 'ACTIVE',
    });
  });

  await test.step('the sample offer object in dark mode', async () => {
    // The export dialog the download left open closes first.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Export preview' })).toBeHidden();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await newFromSample(page, 'Offer object');
    await openSection(page, 'Offer class');
    await screen(page, 'offer-sample-dark');
    await expect(page.getByRole('region', { name: 'Offer class: Basics' })).toBeVisible();
  });
});
