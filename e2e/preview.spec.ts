import { expect, test, type Locator, type Page } from '@playwright/test';

// A moment inside the sample offer's validity (Mar 20 to Apr 30, 2026) and before its message's
// display interval, so the screenshots do not change from one day to the next.
const now = new Date('2026-04-01T10:00:00Z');
const screenshotDir = 'e2e/screenshots';

test.use({ viewport: { width: 1440, height: 900 }, timezoneId: 'Europe/Berlin', locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(now);
});

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const card = (page: Page) => preview(page).getByRole('article', { name: 'Card' });
const focused = (page: Page) => page.locator(':focus');

async function transitFromSample(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await expect(card(page)).toBeVisible();
}

async function offerFromSample(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('radio', { name: 'Offer object' }).check();
  await dialog.getByRole('radio', { name: /^Sample/ }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(card(page)).toBeVisible();
}

/** The drawn symbol has loaded (bwip-js comes in lazily) before anything is judged or pictured. */
async function barcodeDrawn(scope: Locator, name: RegExp) {
  const symbol = scope.getByRole('img', { name });
  await expect(symbol).toBeVisible();
  await expect
    .poll(() => symbol.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
}

/** A window tall enough that the preview pane never scrolls: the pictures show whole screens. */
async function tallWindow(page: Page) {
  await page.setViewportSize({ width: 1440, height: 2400 });
}

async function shoot(target: Locator, name: string) {
  // No hover or focus ring in the picture: the pointer rests where the last click was.
  await target.page().mouse.move(0, 0);
  await target.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await target.screenshot({ path: `${screenshotDir}/${name}.png`, animations: 'disabled' });
}

test.describe('transit class preview', () => {
  test('typing in the form redraws the card', async ({ page }) => {
    await transitFromSample(page);
    const issuer = card(page).getByRole('button', { name: 'Edit issuer name' });
    await expect(issuer).toHaveText('Lindenbahn Regional Rail');

    const localized = page.getByRole('group', { name: 'Localized issuer name' });
    await localized.getByRole('textbox', { name: 'Text', exact: true }).fill('Lindenbahn Express');
    await expect(issuer).toHaveText('Lindenbahn Express');

    // An emptied localized name gives way to the plain issuer name, as Google does.
    await localized.getByRole('textbox', { name: 'Text', exact: true }).fill('');
    await expect(issuer).toHaveText('Lindenbahn');
    await page.getByRole('textbox', { name: 'Issuer name' }).fill('Lindenbahn Nord');
    await expect(issuer).toHaveText('Lindenbahn Nord');
  });

  test('a card-row value jumps to its text module body, and typing there changes the row', async ({
    page,
  }) => {
    await transitFromSample(page);
    await card(page).getByRole('button', { name: 'Edit Dogs' }).click();
    const body = focused(page);
    await expect(body).toHaveValue('Small dogs travel free');
    await expect(body).toHaveAccessibleName('Body');

    await body.fill('Dogs on a lead');
    await expect(card(page).getByRole('button', { name: 'Edit Dogs' })).toHaveText(
      /Dogs on a lead/,
    );
  });

  for (const [element, label, value] of [
    ['issuer name', 'Text', 'Lindenbahn Regional Rail'],
    [
      'hero image',
      'Image URL',
      'https://static.lindenbahn.example.com/wallet/hero-regional-train.png',
    ],
    [
      'activation options',
      'Activation URL',
      'https://passes.lindenbahn.example.com/wallet/activate',
    ],
    ['Fare', 'Text', 'Regional day ticket'],
  ] as const) {
    test(`clicking the ${element} lands in its field`, async ({ page }) => {
      await transitFromSample(page);
      await card(page)
        .getByRole('button', { name: `Edit ${element}` })
        .first()
        .click();
      await expect(focused(page)).toHaveAccessibleName(label);
      await expect(focused(page)).toHaveValue(value);
    });
  }

  test('views and languages switch, and the sample trip feeds the journey', async ({ page }) => {
    await transitFromSample(page);
    const pane = preview(page);
    await expect(card(page).getByLabel('Journey (sample data)')).toContainText(
      'Amsterdam Centraal',
    );

    await pane.getByRole('tab', { name: 'Details' }).click();
    await expect(pane.getByRole('tab', { name: 'Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const details = pane.getByRole('tabpanel', { name: 'Details' });
    await expect(details.getByRole('region', { name: 'Itinerary' })).toBeVisible();
    await expect(details.getByRole('link', { name: 'Timetable' })).toHaveAttribute(
      'href',
      'https://www.lindenbahn.example.com/timetable',
    );

    await pane.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(details.getByRole('button', { name: 'Edit issuer name' })).toHaveText(
      'Lindenbahn Regionalverkehr',
    );
    await expect(details).toContainText('Regio-Tageskarte');

    await pane.getByRole('tab', { name: 'List row' }).click();
    const list = pane.getByRole('tabpanel', { name: 'List row' });
    await expect(list).toContainText('Amsterdam Centraal → Rotterdam Centraal');
    await expect(list).toContainText('Regio-Tageskarte');

    // The sample trip is edited in the preview panel and shows in the list row at once.
    await pane.getByText(/^Sample trip/).click();
    await pane.getByRole('textbox', { name: 'Destination', exact: true }).fill('Den Haag Centraal');
    await expect(list).toContainText('Amsterdam Centraal → Den Haag Centraal');

    await pane.getByRole('combobox', { name: 'Language' }).selectOption('');
    await pane.getByRole('tab', { name: 'Card' }).click();
    await expect(card(page).getByRole('button', { name: 'Edit issuer name' })).toHaveText(
      'Lindenbahn Regional Rail',
    );
  });

  test('screenshots: transit card and details screen', async ({ page }) => {
    await tallWindow(page);
    await transitFromSample(page);
    await barcodeDrawn(card(page), /^QR code/);
    await shoot(card(page), 'transit-card');

    await preview(page).getByRole('tab', { name: 'Details' }).click();
    await shoot(preview(page).getByRole('tabpanel', { name: 'Details' }), 'transit-details');
  });
});

test.describe('offer object preview', () => {
  test('the barcode is drawn with an accessible name, and State Expired shows the pass as expired', async ({
    page,
  }) => {
    await offerFromSample(page);
    // Smart Tap hides the code behind a button, as Google Wallet does.
    await expect(card(page)).toContainText('Hold to reader (Smart Tap)');
    await card(page).getByRole('button', { name: 'Show code' }).click();
    await barcodeDrawn(
      card(page),
      /^QR code: https:\/\/kaffeehaus\.example\.com\/redeem\/KH-SPRING-000123$/,
    );
    await expect(card(page)).toContainText('KH-SPRING-000123');
    await expect(card(page)).not.toContainText('Expired');

    await page
      .getByRole('link', { name: 'Validity and state' })
      .or(page.getByRole('button', { name: 'Validity and state' }))
      .click();
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Expired' });
    await expect(card(page)).toContainText('Expired');
    await preview(page).getByRole('tab', { name: 'List row' }).click();
    await expect(preview(page).getByRole('tabpanel', { name: 'List row' })).toContainText(
      'Expired',
    );
  });

  test('a clicked module lands in its field, and the language switch lists the document languages', async ({
    page,
  }) => {
    await offerFromSample(page);
    const language = preview(page).getByRole('combobox', { name: 'Language' });
    await expect(language.getByRole('option')).toHaveText(['Default values', 'en', 'fr']);

    await card(page).getByRole('button', { name: 'Edit Your saving' }).click();
    await expect(focused(page)).toHaveAccessibleName('Text');
    await expect(focused(page)).toHaveValue('20% off any drink');
    await focused(page).fill('25% off any drink');
    await expect(card(page)).toContainText('25% off any drink');

    await language.selectOption('fr');
    await expect(card(page)).toContainText('20 % sur toutes les boissons');
  });

  test('screenshots: offer card and list row', async ({ page }) => {
    await tallWindow(page);
    await offerFromSample(page);
    await card(page).getByRole('button', { name: 'Show code' }).click();
    await barcodeDrawn(card(page), /^QR code/);
    await shoot(card(page), 'offer-card');

    await preview(page).getByRole('tab', { name: 'List row' }).click();
    await shoot(preview(page).getByRole('tabpanel', { name: 'List row' }), 'offer-list-row');
  });
});

test('bwip-js stays out of the first load and arrives with the first barcode', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Transit class from sample' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('bwip'))).toEqual([]);

  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await barcodeDrawn(card(page), /^QR code/);
  expect(scripts.filter((path) => path.includes('bwip'))).toHaveLength(1);
});
