import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings } from './axe';
import { focusedField, newFromSample, takeScreens } from './editorSteps';

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

/** The sample again, in a new tab: a document no earlier step has edited, its preview fresh. */
async function newTransit(page: Page) {
  await newFromSample(page, 'Transit class');
  await expect(card(page)).toBeVisible();
}

async function newOffer(page: Page) {
  await newFromSample(page, 'Offer object');
  await expect(card(page)).toBeVisible();
}

async function offerFromSample(page: Page) {
  await page.goto('/');
  await newOffer(page);
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

/** Android or Web: the card differs where Google documents it (the wide logo). */
async function device(page: Page, name: 'Android' | 'Web') {
  await preview(page).getByRole('radio', { name }).check();
}

async function zoom(page: Page, name: 'Fit' | '100 %' | '200 %') {
  await preview(page).getByRole('radio', { name }).check();
}

const screen = (page: Page) => preview(page).getByRole('group', { name: 'Pass on screen' });

/** Every image of the sample has loaded from the app itself: none failed, none from elsewhere. */
async function imagesLoaded(scope: Locator) {
  await expect(scope.getByText('Image did not load')).toHaveCount(0);
  const images = scope.locator('img[src^="/samples/images/"]');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((all) =>
        all.every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

/** Opens `document` as a file, in a new tab of the app already loaded. */
async function openFile(page: Page, name: string, document: unknown) {
  await page.getByLabel('JSON files to open').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(document)),
  });
  await expect(card(page)).toBeVisible();
}

async function shoot(target: Locator, name: string) {
  // No hover or focus ring in the picture: the pointer rests where the last click was.
  await target.page().mouse.move(0, 0);
  await target.page().evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // The tracked pictures of the docs change only when asked for (E2E_SCREENS=1).
  if (takeScreens)
    await target.screenshot({ path: `${screenshotDir}/${name}.png`, animations: 'disabled' });
}

// bwip-js's encoders come in the chunk of drawBarcodeSvg, which imports only the ones it uses.
const barcodeLibrary = (path: string) => path.includes('drawBarcodeSvg');

// One load of the app for the transit sample: the read-only checks read the document the first
// step opens; each check that edits starts on a new copy of the sample (a tab of its own, its
// preview fresh). The device and the zoom are kept across documents (localStorage): a step that
// changes them sets them back, and the one that ends on Apple comes last. A read-only step that
// leaves another view returns to the card first.
test('the transit sample: its preview as Google Wallet draws it, and the edits it follows', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(8 * 30_000);

  await test.step('bwip-js stays out of the first load and arrives with the first barcode', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Transit class from sample' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(barcodeLibrary)).toEqual([]);

    await page.getByRole('button', { name: 'Transit class from sample' }).click();
    await barcodeDrawn(card(page), /^QR code/);
    expect(scripts.filter(barcodeLibrary)).toHaveLength(1);
  });

  await test.step('journey: each station name sits above its code', async () => {
    const journey = card(page).getByLabel('Journey (sample data)');
    for (const [name, code] of [
      ['Amsterdam Centraal', 'AMS'],
      ['Rotterdam Centraal', 'RTD'],
    ] as const) {
      const nameBox = await journey.getByText(name, { exact: true }).boundingBox();
      const codeBox = await journey.getByText(code, { exact: true }).boundingBox();
      expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(codeBox!.y + 1);
    }
  });

  await test.step('labels are written as they are, not upper-cased or letter-spaced', async () => {
    await preview(page).getByRole('tab', { name: 'Card' }).click();
    const label = card(page)
      .getByRole('button', { name: /^Passenger: / })
      .getByText('Passenger');
    await expect(label).toHaveText('Passenger');
    await expect(label).toHaveCSS('text-transform', 'none');
    await expect(label).toHaveCSS('letter-spacing', 'normal');
    await preview(page).getByRole('tab', { name: 'Details' }).click();
    const heading = preview(page).getByRole('heading', { name: 'Trip details (sample data)' });
    await expect(heading).toHaveCSS('text-transform', 'none');
    await expect(heading).toHaveCSS('letter-spacing', 'normal');
  });

  await test.step('the details screen is one list: every trip item under the one before', async () => {
    await preview(page).getByRole('tab', { name: 'Card' }).click();
    await preview(page).getByRole('tab', { name: 'Details' }).click();
    const trip = preview(page).getByRole('region', { name: 'Trip details (sample data)' });
    const boxes = await trip
      .getByRole('button', { name: / — edit$|^Edit / })
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes.length).toBeGreaterThan(4);
    for (const [previous, box] of boxes.slice(1).map((box, i) => [boxes[i]!, box] as const)) {
      expect(box.x).toBe(previous.x);
      expect(box.y).toBeGreaterThanOrEqual(previous.y + previous.height);
    }
  });

  await test.step('the list row sits on the pass colour with its logo', async () => {
    await preview(page).getByRole('tab', { name: 'Card' }).click();
    await preview(page).getByRole('tab', { name: 'List row' }).click();
    const row = preview(page).getByRole('group', { name: 'List row' });
    await expect(row).toHaveCSS('background-color', 'rgb(11, 93, 59)'); // #0b5d3b
    await expect(row.getByRole('img', { name: 'Lindenbahn logo' })).toBeVisible();
    await imagesLoaded(row);
  });

  await test.step('zoom: 100 % draws the phone at its size, 200 % at twice, Fit within the pane', async () => {
    await preview(page).getByRole('tab', { name: 'Card' }).click();
    const width = async () => (await card(page).boundingBox())!.width;
    await zoom(page, '100 %');
    const actual = await width();
    expect(actual).toBeCloseTo(380, 0); // a 412 dp screen less 16 dp margins
    await zoom(page, '200 %');
    expect(await width()).toBeCloseTo(2 * actual, 0);
    await zoom(page, 'Fit');
    const pane = (await screen(page).boundingBox())!;
    expect(await width()).toBeLessThan(pane.width);
  });

  await test.step('Android shows the wide logo in place of logo and issuer name; the web keeps both', async () => {
    await preview(page).getByRole('tab', { name: 'Card' }).click();
    await expect(card(page).getByRole('img', { name: 'Lindenbahn wordmark' })).toBeVisible();
    await expect(card(page).getByRole('button', { name: /^Issuer name: / })).toHaveCount(0);
    await device(page, 'Web');
    await expect(card(page).getByRole('img', { name: 'Lindenbahn wordmark' })).toHaveCount(0);
    await expect(card(page).getByRole('img', { name: 'Lindenbahn logo' })).toBeVisible();
    await expect(card(page).getByRole('button', { name: /^Issuer name: / })).toHaveText(
      'Lindenbahn Regional',
    );
    await device(page, 'Android');
  });

  await test.step('the sample shows its own images, served by the app', async () => {
    await imagesLoaded(card(page));
    await preview(page).getByRole('tab', { name: 'Details' }).click();
    await imagesLoaded(preview(page).getByRole('tabpanel', { name: 'Details' }));
  });

  await test.step('Export PNG downloads the view on screen at twice its size', async () => {
    await preview(page).getByRole('tab', { name: 'Card' }).click();
    await barcodeDrawn(card(page), /^QR code/);
    for (const [tab, file] of [
      ['Card', 'pass-card-android.png'],
      ['List row', 'pass-list-android.png'],
    ] as const) {
      await preview(page).getByRole('tab', { name: tab }).click();
      const download = page.waitForEvent('download');
      await preview(page)
        .getByRole('button', { name: /^Export PNG/ })
        .click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(file);
      const png = readFileSync(await saved.path());
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // IHDR: width at byte 16; the screen is 412 CSS px, drawn at 2×.
      expect(png.readUInt32BE(16)).toBe(2 * 412);
      await expect(preview(page).getByRole('status')).toHaveText(`Exported ${file}`);
    }
  });

  await test.step('views and languages switch, and the sample trip feeds the journey', async () => {
    await newTransit(page);
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
    await device(page, 'Web');
    await expect(details.getByRole('button', { name: /^Issuer name: / })).toHaveText(
      'Lindenbahn Regio',
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
    await expect(card(page).getByRole('button', { name: /^Issuer name: / })).toHaveText(
      'Lindenbahn Regional',
    );
    await device(page, 'Android');
  });

  await test.step('clicking a card element lands in its field', async () => {
    await newTransit(page);
    // One element after another: "activation options" comes last, as the moment it sets changes
    // the card.
    for (const [element, label, value] of [
      [
        'wide logo',
        'Image URL',
        'https://pass-studio.example/samples/images/lindenbahn-wide-logo.png',
      ],
      ['hero image', 'Image URL', 'https://pass-studio.example/samples/images/lindenbahn-hero.png'],
      ['Zones', 'Body', 'A, B and C'],
      [
        'activation options',
        'Activation URL',
        'https://passes.lindenbahn.example.com/wallet/activate',
      ],
    ] as const) {
      await test.step(`clicking the ${element} lands in its field`, async () => {
        // "Activate" shows only before the (sample) ticket is activated, as in Google Wallet.
        if (element === 'activation options')
          await preview(page).getByLabel('Date and time').fill('2025-06-14T08:00:00');
        await card(page)
          .getByRole('button', { name: new RegExp(`^${element}: .* — edit$`, 'i') })
          .first()
          .click();
        await expect(focusedField(page)).toHaveAccessibleName(label);
        await expect(focusedField(page)).toHaveValue(value);
      });
    }
  });

  await test.step('typing in the form redraws the card', async () => {
    await newTransit(page);
    const zones = card(page).getByRole('button', { name: /^Zones: / });
    await expect(zones).toHaveText(/A, B and C/);
    await zones.click();
    await expect(focusedField(page)).toHaveValue('A, B and C');
    await focusedField(page).fill('A to D');
    await expect(zones).toHaveText(/A to D/);
  });

  await test.step('a card-row value jumps to its text module body, and typing there changes the row', async () => {
    await newTransit(page);
    await card(page)
      .getByRole('button', { name: /^Class: / })
      .click();
    const body = focusedField(page);
    await expect(body).toHaveValue('2nd');
    await expect(body).toHaveAccessibleName('Body');

    await body.fill('1st');
    await expect(card(page).getByRole('button', { name: /^Class: / })).toHaveText(/1st/);

    await test.step('the Apple device draws the Apple pass of it, and follows the typing', async () => {
      const field = page.locator(`[id="${await focusedField(page).getAttribute('id')}"]`);
      // The device switch is one radio group: the arrow keys reach Apple from Android.
      await preview(page).getByRole('radio', { name: 'Android' }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(preview(page).getByRole('radio', { name: 'Apple' })).toBeChecked();
      const apple = preview(page).getByRole('article', { name: /^Apple Wallet boarding pass, / });
      await expect(apple.getByRole('img', { name: 'by train' })).toBeVisible();
      await expect(apple.getByRole('definition').filter({ hasText: '1st' })).toBeVisible();
      await field.fill('First class');
      await expect(apple.getByRole('definition').filter({ hasText: 'First class' })).toBeVisible();
      await expect(
        preview(page).getByRole('region', { name: 'Apple Wallet cannot show' }),
      ).toContainText('Hero image');
      await barcodeDrawn(apple, /^QR code/);
      await screen(page).screenshot({ path: 'test-results/apple-transit.png' });
      expect(
        await axeFindings(page, 'Apple device', { include: '[aria-label="Pass on screen"]' }),
      ).toEqual([]);
      await preview(page).getByRole('tab', { name: 'Details' }).click();
      await expect(preview(page).getByRole('region', { name: /: back$/ })).toBeVisible();
      await screen(page).screenshot({ path: 'test-results/apple-transit-back.png' });
    });
  });
});

// One load of the app for the offer object: the sample's read-only checks first, then each check
// that edits on a document of its own (a new tab). The Code 128 comes last: its zoom is kept.
test('the offer object: its barcodes, state, modules and languages', async ({ page }) => {
  test.setTimeout(5 * 30_000);
  await offerFromSample(page);

  await test.step('the sample shows its own images, served by the app', async () => {
    await imagesLoaded(card(page));
  });

  await test.step('the barcode is drawn with an accessible name, and State Expired shows the pass as expired', async () => {
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

  await test.step('a clicked module lands in its field, and the language switch lists the document languages', async () => {
    await newOffer(page);
    const language = preview(page).getByRole('combobox', { name: 'Language' });
    await expect(language.getByRole('option')).toHaveText(['Default values', 'en', 'fr']);

    await preview(page).getByRole('tab', { name: 'Details' }).click();
    const details = preview(page).getByRole('tabpanel', { name: 'Details' });
    await details.getByRole('button', { name: /^Member number: / }).click();
    await expect(focusedField(page)).toHaveAccessibleName('Body');
    await expect(focusedField(page)).toHaveValue('KH-204-881');
    await focusedField(page).fill('KH-999-000');
    await expect(details).toContainText('KH-999-000');

    await preview(page).getByRole('tab', { name: 'Card' }).click();
    await language.selectOption('fr');
    await expect(card(page)).toContainText('Chaudes ou glacées, toutes tailles');
  });

  await test.step('a rotating QR code sits on the white panel with no frame of its own', async () => {
    const offer = JSON.parse(readFileSync('public/samples/offer-object.json', 'utf8')) as Record<
      string,
      unknown
    > & { classReference: { enableSmartTap: boolean } };
    delete offer.barcode;
    offer.classReference.enableSmartTap = false;
    offer.rotatingBarcode = {
      type: 'QR_CODE',
      valuePattern: 'KH-{totp_value_0}',
      totpDetails: {
        periodMillis: '30000',
        algorithm: 'TOTP_SHA1',
        parameters: [{ key: '3132333435363738393031323334353637383930', valueLength: 8 }],
      },
    };
    await openFile(page, 'rotating.json', offer);
    await barcodeDrawn(card(page), /^QR code/);
    const symbol = card(page).getByRole('img', { name: /^QR code/ });
    await expect(symbol).toHaveCSS('border-top-style', 'none');
    await expect(symbol).toHaveCSS('outline-style', 'none');
    await expect(symbol).toHaveCSS('padding-top', '0px');
    await expect(symbol).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(card(page)).toContainText(/New code in \d+ s/);
  });

  await test.step('a Code 128 is drawn at a scannable height, across the panel', async () => {
    const offer = JSON.parse(readFileSync('public/samples/offer-object.json', 'utf8')) as {
      barcode: unknown;
      classReference: { enableSmartTap: boolean };
    };
    offer.barcode = { type: 'CODE_128', value: 'KH-SPRING-000123' };
    offer.classReference.enableSmartTap = false;
    await openFile(page, 'code128.json', offer);
    await zoom(page, '100 %');
    await barcodeDrawn(card(page), /^Code 128/);
    const symbol = card(page).getByRole('img', { name: /^Code 128/ });
    const box = (await symbol.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(80);
    expect(box.width).toBeGreaterThan(3 * box.height);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`screenshots, ${colorScheme}`, () => {
    test.use({ colorScheme });
    // In light, what these check besides the pictures is checked above ("the sample shows its
    // own images", the barcode steps): dark runs always, light when pictures are asked for.
    test.skip(colorScheme === 'light' && !takeScreens, 'pictures only, taken with E2E_SCREENS=1');

    // One load for both samples: the offer opens in a new tab once the transit views are taken.
    test('transit and offer: card, details and list row', async ({ page }) => {
      test.setTimeout(2 * 30_000);
      await tallWindow(page);
      await page.goto('/');
      for (const [sample, open] of [
        ['transit', newTransit],
        ['offer', newOffer],
      ] as const) {
        await test.step(`${sample}: card, details and list row`, async () => {
          await open(page);
          const smartTap = card(page).getByRole('button', { name: 'Show code' });
          if (await smartTap.count()) await smartTap.click();
          await barcodeDrawn(card(page), /^QR code/);
          await imagesLoaded(card(page));
          for (const [tab, view] of [
            ['Card', 'card'],
            ['Details', 'details'],
            ['List row', 'list-row'],
          ] as const) {
            await preview(page).getByRole('tab', { name: tab }).click();
            await imagesLoaded(screen(page));
            await shoot(screen(page), `${sample}-${view}-${colorScheme}`);
          }
        });
      }
    });
  });
}
