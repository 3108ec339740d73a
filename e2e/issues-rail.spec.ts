import { expect, test, type Locator, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// The Issues rail: the designer widens it (by mouse or keyboard, remembered), reads the issues
// under the form's sections, filters them, and long IDs wrap at their dots.

const ISSUER = '3388000000012345678';
/** An offer object with an error (Smart Tap value a number) and two warnings, in three sections. */
const offer = {
  id: `${ISSUER}.spring-sale-2026-early-birds`,
  classId: `${ISSUER}.spring-sale-2026`,
  state: 'ACTIVE',
  smartTapRedemptionValue: 42,
  classReference: {
    id: `${ISSUER}.spring-sale-2026-other-class`,
    issuerName: 'Shop',
    title: 'Twenty percent off',
    provider: 'Shop',
    redemptionChannel: 'INSTORE',
    reviewStatus: 'UNDER_REVIEW',
  },
  textModulesData: [{ id: 'fare.1', header: 'Fare', body: '2' }],
  // A warning that quotes a long URL.
  linksModuleData: {
    uris: [{ uri: `ftp://files.example.com/${'a'.repeat(176)}`, description: 'Price list' }],
  },
};

/** The issue cards wider inside than their box: text that does not wrap. */
const overflowingCards = (page: Page) =>
  issues(page)
    .getByRole('button', { name: /^(Error|Warning)/ })
    .evaluateAll((cards) =>
      cards.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.textContent),
    );

async function openOffer(page: Page) {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'spring-sale.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(offer, null, 2)),
  });
  await page
    .getByRole('dialog', { name: 'Import report' })
    .getByRole('button', { name: 'Open anyway' })
    .click();
}

const issues = (page: Page) => page.getByRole('region', { name: 'Issues' });
const separator = (page: Page) =>
  page.getByRole('separator', { name: 'Width of sections and issues' });
const railWidth = async (page: Page) =>
  (await page.getByRole('region', { name: 'Sections' }).boundingBox())!.width;
const valueNow = async (locator: Locator) => Number(await locator.getAttribute('aria-valuenow'));

/** Whether any line of `element`'s text ends inside a number (a digit, and a digit after it). */
async function breaksInsideANumber(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < (text.textContent ?? '').length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: text.textContent![i]!, top: Math.round(rect.top) });
      }
    }
    for (let i = 1; i < chars.length; i++) {
      const [before, after] = [chars[i - 1]!, chars[i]!];
      if (after.top > before.top && /\d/.test(before.char) && /\d/.test(after.char))
        found.push(
          chars
            .slice(Math.max(0, i - 8), i + 8)
            .map((c) => c.char)
            .join(''),
        );
    }
    return found;
  });
}

test('at 1440×900 the rail widens by mouse and keyboard, remembers it, groups and filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openOffer(page);
  const rail = issues(page);
  await expect(rail.getByRole('paragraph').first()).toContainText('1 error');

  // Grouped by the form's sections, each a heading with its count.
  const headings = rail.getByRole('heading', { level: 3 });
  await expect(headings).toHaveText(['Offer class 1', 'Barcode 1', 'Modules 2']);
  expect(await overflowingCards(page)).toEqual([]);
  // A wider window gives the rail more room, and the cards still fit.
  const at1440 = await railWidth(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expect.poll(() => railWidth(page)).toBeGreaterThan(at1440 + 60);
  expect(await overflowingCards(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Filter: a labelled group of radios with counts.
  const show = rail.getByRole('group', { name: 'Show' });
  await expect(show.getByRole('radio', { name: /^All \d+$/ })).toBeChecked();
  await show.getByRole('radio', { name: /^Errors/ }).click();
  await expect(show.getByRole('radio', { name: 'Errors 1' })).toBeChecked();
  await expect(headings).toHaveText(['Barcode 1']);
  await expect(rail.getByRole('button', { name: /^Warning/ })).toHaveCount(0);
  await show.getByRole('radio', { name: /^Google warnings/ }).click();
  await expect(rail.getByRole('button', { name: /^Error/ })).toHaveCount(0);
  await expect(headings).toHaveText(['Offer class 1', 'Modules 2']);
  await show.getByRole('radio', { name: /^All/ }).click();
  await screen(page, 'issues-rail-1440-default');
  // The IDs wrap only at their dots.
  const classIdIssue = rail.getByRole('button', { name: /but Class ID is/ });
  await classIdIssue.scrollIntoViewIfNeeded();
  expect(await breaksInsideANumber(classIdIssue)).toEqual([]);

  // The narrowest rail: a token wider than the card (the 19-digit issuer number with its quote)
  // breaks inside rather than being clipped.
  const handle = separator(page);
  await handle.focus();
  await page.keyboard.press('Home');
  await expect(handle).toHaveAttribute('aria-valuenow', '240');
  expect(Math.round(await railWidth(page))).toBe(240);
  expect(await overflowingCards(page)).toEqual([]);
  await screen(page, 'issues-rail-1440-narrowest');

  // Keyboard: a step is 16 px, Shift a bigger one.
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '256');
  await page.keyboard.press('Shift+ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '320');

  // Mouse: drag the handle 100 px to the right.
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + 200, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 100, box.y + 200, { steps: 4 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '420');
  expect(Math.round(await railWidth(page))).toBe(420);
  await screen(page, 'issues-rail-1440-wide');

  // Remembered: the next visit opens with the same width.
  await page.reload();
  await expect(separator(page)).toHaveAttribute('aria-valuenow', '420');
  expect(await valueNow(separator(page))).toBe(Math.round(await railWidth(page)));
});

test('at 390×844 the issues group and filter the same, and nothing resizes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOffer(page);
  // A narrow editor keeps the list behind its "Issues" button.
  await page.getByRole('button', { name: /^Issues/, expanded: false }).click();
  const rail = issues(page);
  await expect(rail.getByRole('paragraph').first()).toContainText('1 error');
  await expect(separator(page)).toBeHidden();
  const show = rail.getByRole('group', { name: 'Show' });
  await show.getByRole('radio', { name: /^Google warnings/ }).click();
  await expect(show.getByRole('radio', { name: /^Google warnings \d+$/ })).toBeChecked();
  await expect(rail.getByRole('button', { name: /^Error/ })).toHaveCount(0);
  const classIdIssue = rail.getByRole('button', { name: /but Class ID is/ });
  await classIdIssue.scrollIntoViewIfNeeded();
  expect(await breaksInsideANumber(classIdIssue)).toEqual([]);
  expect(await overflowingCards(page)).toEqual([]);
  await screen(rail, 'issues-rail-390');
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
