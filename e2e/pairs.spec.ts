import { expect, test, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// Classes and objects as Google stores them: separate files, tied by id.
const ISSUER = '3388000000012345678';
const offerClass = {
  id: `${ISSUER}.pair-class`,
  issuerName: 'Kaffeehaus',
  title: 'Ten percent off',
  provider: 'Kaffeehaus',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
};
const offerObject = (suffix: string) => ({
  id: `${ISSUER}.${suffix}`,
  classId: offerClass.id,
  state: 'ACTIVE',
});
const transitClass = { id: `${ISSUER}.line-7`, issuerName: 'Metro', transitType: 'RAIL' };
const transitObject = {
  id: `${ISSUER}.ticket-1`,
  classId: transitClass.id,
  tripType: 'ONE_WAY',
  ticketNumber: 'T-777',
  ticketLeg: {
    originName: { defaultValue: { language: 'en', value: 'Harbour Gate' } },
    originStationCode: 'HBG',
    destinationName: { defaultValue: { language: 'en', value: 'Old Mill' } },
    destinationStationCode: 'OML',
  },
};

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(name) });
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

async function openFiles(page: Page, files: Record<string, unknown>) {
  await page.getByLabel('JSON files to open').setInputFiles(
    Object.entries(files).map(([name, document]) => ({
      name: `${name}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(document, null, 2)),
    })),
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Start a pass' })).toBeVisible();
});

test('a class and two objects opened at once are paired, and a class edit reaches both previews', async ({
  page,
}) => {
  await openFiles(page, {
    'coffee-class': offerClass,
    'coffee-pass-1': offerObject('pass-1'),
    'coffee-pass-2': offerObject('pass-2'),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Paired by id' })).toContainText(
    '“coffee-pass-1” uses the class “coffee-class”',
  );
  const paired = page.getByRole('status').filter({ hasText: 'Paired by id' });
  await expect(paired).toContainText('“coffee-pass-2” uses the class “coffee-class”');
  // The toast goes by Escape (and by itself), never staying over the field or the card.
  await page.keyboard.press('Escape');
  await expect(paired).toBeHidden();

  await tab(page, 'coffee-pass-1').click();
  await expect(page.getByRole('complementary', { name: 'Offer class' })).toContainText(
    'The preview uses the open offer class coffee-class',
  );
  await expect(preview(page)).toContainText('Ten percent off');
  await screen(page, 'paired-object');

  await tab(page, 'coffee-class').click();
  await expect(page.getByRole('complementary', { name: 'Passes of this class' })).toContainText(
    'coffee-pass-1',
  );
  const title = page.getByLabel('Title', { exact: true });
  // The first key moves nothing: what a class change reaches is said before it, and the toolbar
  // keeps its commands (the save status has the room of "Saved 12:06 AM" from the start).
  await expect(page.getByRole('complementary', { name: 'Passes of this class' })).toContainText(
    'reaches every pass already issued from it',
  );
  const commands = () =>
    page
      .getByRole('toolbar', { name: 'Document', exact: true })
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.filter((b) => b.checkVisibility()).map((b) => b.textContent),
      );
  await title.focus();
  const shown = await commands();
  const before = await title.boundingBox();
  await title.press('End');
  await title.press('!');
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d/ })).toBeVisible();
  expect(await title.boundingBox()).toEqual(before);
  expect(await commands()).toEqual(shown);
  await title.fill('Twenty percent off');

  for (const pass of ['coffee-pass-1', 'coffee-pass-2']) {
    await tab(page, pass).click();
    await expect(preview(page)).toContainText('Twenty percent off');
  }

  // A click on the class's title in the object's preview opens the class at that field.
  await preview(page)
    .getByRole('button', { name: /^Title: / })
    .first()
    .click();
  await expect(tab(page, 'coffee-class')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
});

test('Embed this class copies the open class into the object, and Undo takes it back', async ({
  page,
}) => {
  await openFiles(page, { 'coffee-class': offerClass, 'coffee-pass': offerObject('pass') });
  await tab(page, 'coffee-pass').click();
  const banner = page.getByRole('complementary', { name: 'Offer class' });
  const extract = banner.getByRole('button', { name: 'Open embedded class as its own document' });
  await expect(extract).toBeHidden();

  await banner.getByRole('button', { name: 'Embed this class' }).click();
  await expect(extract).toBeVisible();
  await expect(banner).toContainText('instead of the embedded copy');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(extract).toBeHidden();
});

test('Open embedded class as its own document opens a new offer class, and Undo closes it', async ({
  page,
}) => {
  await openFiles(page, {
    'embedding-pass': { ...offerObject('pass'), classReference: offerClass },
  });
  const banner = page.getByRole('complementary', { name: 'Offer class' });
  await expect(banner).toContainText('embeds its offer class');
  await banner.getByRole('button', { name: 'Open embedded class as its own document' }).click();

  const opened = tab(page, offerClass.id.replace(/\./g, '\\.'));
  await expect(opened).toContainText('Offer class');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Ten percent off');
  // Now the pass pairs with the class it came from.
  await tab(page, 'embedding-pass').click();
  await expect(banner).toContainText('The preview uses the open offer class');

  await page
    .getByRole('status')
    .filter({ hasText: 'as its own document' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(opened).toHaveCount(0);
});

test('a transit object file becomes the sample trip of its transit class', async ({ page }) => {
  await openFiles(page, { 'line-7': transitClass });
  await expect(tab(page, 'line-7')).toBeVisible();
  await openFiles(page, { 'ticket-1': transitObject });

  const report = page.getByRole('dialog', { name: 'Import report' });
  await expect(report).toContainText('is a transit object');
  await report.getByRole('button', { name: 'Use as sample trip of “line-7”' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'sample trip' })).toBeVisible();
  await expect(preview(page)).toContainText('Harbour Gate');
  await expect(preview(page)).toContainText('OML');
});

test('an offer class forced into an offer object is offered as an offer class, never stripped', async ({
  page,
}) => {
  await openFiles(page, { 'a-class': { ...offerClass, classId: 'x' } });
  const report = page.getByRole('dialog', { name: 'Import report' });
  await report.getByRole('radio', { name: 'Offer object' }).check();
  await expect(report).toContainText('but of an offer class: issuerName, title, provider');
  await screen(page, 'kind-suggestion');
  await report.getByRole('button', { name: 'Repair' }).click();
  await expect(report).toContainText('Kept Issuer name, Title, Provider');
  await report.getByRole('button', { name: 'Back' }).click();
  await report.getByRole('button', { name: 'Open as offer class' }).click();
  await expect(report).toContainText('(Offer class)');
});

test('at 390 px the Paired by id toast covers no field that takes the focus, and goes by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFiles(page, {
    'coffee-class': offerClass,
    'coffee-pass-1': offerObject('pass-1'),
    'coffee-pass-2': offerObject('pass-2'),
  });
  const paired = page.getByRole('status').filter({ hasText: 'Paired by id' });
  await expect(paired).toBeVisible();
  await tab(page, 'coffee-class').click();
  const field = page.getByLabel('Title', { exact: true });
  await expect(field).toBeEditable();
  // The field scrolled to where the toast is, as a person scrolling the form leaves it.
  const toast = await paired.boundingBox();
  if (!toast) throw new Error('the toast is not laid out');
  await field.evaluate(
    (element, middle) => {
      const box = element.getBoundingClientRect();
      scrollBy(0, box.top + box.height / 2 - middle);
    },
    toast.y + toast.height / 2,
  );
  const covered = () =>
    field.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return (
        document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) !== element
      );
    });
  expect(await covered(), 'the field is under the toast before it takes the focus').toBe(true);

  // Taking the focus, it scrolls above the toast, and stays uncovered while typed in.
  await field.focus();
  await expect.poll(covered).toBe(false);
  await field.press('End');
  await field.pressSequentially('!');
  expect(await covered()).toBe(false);

  // Its Dismiss button takes Enter, and the focus goes back to the field it came from (Escape,
  // in the first test, dismisses it from anywhere).
  const dismiss = paired.getByRole('button', { name: 'Dismiss' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(paired).toBeHidden();
  await expect(field).toBeFocused();
});
