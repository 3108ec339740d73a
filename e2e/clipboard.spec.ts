import { expect, test, type Page } from '@playwright/test';
import { openSection, screen } from './editorSteps';

// Copy and paste between two open documents through the system clipboard.
const ISSUER = '3388000000012345678';
const transitClass = {
  id: `${ISSUER}.line-7`,
  issuerName: 'Metro',
  transitType: 'RAIL',
  textModulesData: [
    { id: 'fare', header: 'Fare', body: '2.80 EUR' },
    { id: 'zone', header: 'Zone', body: 'A and B' },
  ],
  messages: [{ id: 'works', header: 'Works on line 7', body: 'Buses replace trains' }],
};
const offerClass = {
  id: `${ISSUER}.coffee`,
  issuerName: 'Kaffeehaus',
  title: 'Ten percent off',
  provider: 'Kaffeehaus',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
  textModulesData: [{ id: 'fare', header: 'Price', body: 'Any coffee' }],
};

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(name) });
const modules = (page: Page) => page.getByRole('group', { name: 'Text modules' });
const clipboardHolds = (page: Page, text: string) =>
  page.evaluate((t) => navigator.clipboard.writeText(t), text);

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles(
    Object.entries({ metro: transitClass, coffee: offerClass }).map(([name, document]) => ({
      name: `${name}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(document, null, 2)),
    })),
  );
  await expect(tab(page, 'metro')).toBeVisible();
});

// One load (the two documents of beforeEach) for the clipboard's paths, a step each, in an order
// that leaves each the coffee list it starts from: the refused pastes change nothing; the section
// pasted then undone, and pasted again into what is empty, keeps its one text module; the module
// pasted in two ways comes after; the narrow window last, on the metro document only read.
test('copy and paste of text modules and sections between documents, refused pastes, a narrow window', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(4 * 30_000);
  await test.step('junk on the clipboard is refused with its reason, and nothing changes', async () => {
    await tab(page, 'coffee').click();
    await openSection(page, 'Modules');
    const paste = modules(page).getByRole('button', { name: 'Paste text modules' });
    const cases: [string, string][] = [
      ['Fare: 2.80 EUR', 'The clipboard holds text, not JSON; this takes text modules.'],
      [
        JSON.stringify({ header: 42 }),
        'The clipboard’s JSON is not a text module: Text modules › 2nd › Header: Expected text, not the number 42.',
      ],
      [
        JSON.stringify({ passStudio: 1, type: 'message', from: 'offerClass', value: {} }),
        'The clipboard holds a message; this list takes text modules.',
      ],
    ];
    for (const [junk, reason] of cases) {
      await clipboardHolds(page, junk);
      await paste.click();
      await expect(modules(page).getByText(reason)).toBeVisible();
    }
    await screen(page, 'clipboard-refused');
    await expect(modules(page).getByRole('listitem')).toHaveCount(1);
  });

  await test.step('a section is copied, and pasted over another after saying what it replaces; one undo takes it back', async () => {
    await tab(page, 'metro').click();
    await openSection(page, 'Modules');
    await page.getByRole('button', { name: 'Copy section' }).click();
    await expect(page.getByText('Copied the Modules section (2 fields)')).toBeVisible();

    await tab(page, 'coffee').click();
    await openSection(page, 'Modules');
    await page.getByRole('button', { name: 'Paste section' }).click();
    const confirm = page.getByRole('group', { name: 'Replace the Modules section with the copy?' });
    await expect(confirm.getByRole('button', { name: 'Replace section' })).toBeFocused();
    await expect(confirm).toContainText('The Modules section copied from a transit class.');
    await expect(confirm).toContainText('Fills Messages.');
    await expect(confirm).toContainText('Replaces Text modules.');
    await screen(page, 'clipboard-section-confirm');
    await confirm.getByRole('button', { name: 'Replace section' }).click();
    await expect(page.getByText('Pasted the Modules section: 2 fields changed.')).toBeVisible();
    await expect(modules(page).getByRole('listitem')).toHaveCount(2);
    await expect(modules(page).getByRole('listitem').first()).toHaveAccessibleName(
      /Fare: 2.80 EUR/,
    );

    await expect(page.getByRole('group', { name: 'Messages' }).getByRole('listitem')).toHaveCount(
      1,
    );

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(modules(page).getByRole('listitem')).toHaveCount(1);
    await expect(modules(page).getByRole('listitem').first()).toHaveAccessibleName(/Price/);
    await expect(page.getByRole('group', { name: 'Messages' }).getByRole('listitem')).toHaveCount(
      0,
    );

    // The same copy again, only into what is empty: the messages come, the text module stays.
    await page.getByRole('button', { name: 'Paste section' }).click();
    await confirm.getByRole('button', { name: 'Only fill empty fields' }).click();
    await expect(page.getByText('Pasted the Modules section: 1 field changed.')).toBeVisible();
    await expect(modules(page).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Messages' }).getByRole('listitem')).toHaveCount(
      1,
    );
  });

  await test.step('a text module copied in one document is pasted into another, with a fresh id, and said', async () => {
    await tab(page, 'metro').click();
    await openSection(page, 'Modules');
    await modules(page).getByRole('button', { name: 'Copy text module 1' }).click();
    await expect(modules(page).getByText('Copied text module 1')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(copied)).toMatchObject({
      passStudio: 1,
      type: 'textModule',
      from: 'transitClass',
    });

    await tab(page, 'coffee').click();
    await openSection(page, 'Modules');
    await modules(page).getByRole('button', { name: 'Paste text modules' }).click();
    await expect(modules(page).getByText('Added 1 text module: Fare.')).toContainText(
      'Renamed ID this list has already: “fare” to “fare-2”.',
    );
    await expect(modules(page).getByRole('listitem')).toHaveCount(2);
    await expect(modules(page).getByRole('listitem').nth(1)).toHaveAccessibleName(
      /Text module 'fare-2' — Fare: 2.80 EUR/,
    );
    await screen(page, 'clipboard-pasted-module');

    // Ctrl+C on a row (not in a text box) copies it; Ctrl+V on a row pastes after it.
    await modules(page).getByRole('button', { name: 'Copy text module 1' }).focus();
    await page.keyboard.press('Control+C');
    await expect(modules(page).getByText('Copied text module 1')).toBeVisible();
    await page.keyboard.press('Control+V');
    await expect(modules(page).getByText('Added 1 text module: Price.')).toBeVisible();
    await expect(modules(page).getByRole('listitem').nth(1)).toHaveAccessibleName(
      /Text module 'fare-3' — Price/,
    );
    await expect(page.getByRole('button', { name: 'Copy text module 2' })).toBeFocused();
  });

  await test.step('on a narrow screen the row tools, Paste and the section buttons fit', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await tab(page, 'metro').click();
    await openSection(page, 'Modules');
    await modules(page).getByRole('button', { name: 'Copy text module 2' }).click();
    await modules(page)
      .getByRole('button', { name: 'Copy text module 2' })
      .scrollIntoViewIfNeeded();
    await expect(modules(page).getByText('Copied text module 2')).toBeVisible();
    await screen(page, 'clipboard-narrow');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
test.describe('without clipboard permissions', () => {
  test.use({ permissions: [] });

  test('a paste the browser refuses says how to allow it', async ({ page }) => {
    await tab(page, 'coffee').click();
    await openSection(page, 'Modules');
    await modules(page).getByRole('button', { name: 'Paste text modules' }).click();
    await expect(
      modules(page).getByText(
        'The browser did not let Pass Studio read the clipboard. Allow clipboard access for this site',
      ),
    ).toBeVisible();
    await expect(modules(page).getByRole('listitem')).toHaveCount(1);
  });
});
