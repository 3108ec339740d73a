import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, screen } from './editorSteps';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** The help tips a person sees: a hidden tip stays in the page as a 1 px description. */
async function shownTips(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const tip of await page.getByRole('tooltip').all()) {
    const box = await tip.boundingBox();
    if (box && box.width > 2 && box.height > 2) boxes.push(box);
  }
  return boxes;
}

async function oneTip(page: Page): Promise<Box> {
  await expect.poll(async () => (await shownTips(page)).length).toBe(1);
  const [tip] = await shownTips(page);
  return tip!;
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`help opens under its field, one at a time, and Escape closes it (${width})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Blank transit class' }).click();
    await openSection(page, 'Images');
    await page.mouse.move(0, 0);

    // The Logo block: its own words under its legend, and the URL's tip under the URL.
    const logo = page.getByRole('group', { name: 'Logo', exact: true });
    const url = logo.getByLabel('Image URL');
    await url.focus();
    const tip = await oneTip(page);
    const groupHelp = await boxOf(logo.getByText('Round logo in the card header'));
    expect(overlaps(tip, groupHelp), 'the field tip covers the group help').toBe(false);
    expect(overlaps(tip, await boxOf(logo.getByText('Image URL', { exact: true })))).toBe(false);
    expect(overlaps(tip, await boxOf(url))).toBe(false);
    expect(tip.y).toBeGreaterThanOrEqual((await boxOf(url)).y + (await boxOf(url)).height);
    await screen(page, `help-logo-${width}`);

    await page.keyboard.press('Escape');
    await expect.poll(async () => (await shownTips(page)).length).toBe(0);
    await expect(url).toBeFocused();

    // A module row: the tip never covers the row's label or any row's buttons.
    await openSection(page, 'Modules');
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Add text module' }).click();
    await page.getByRole('button', { name: 'Add text module' }).click();
    const row = page.getByRole('group', { name: 'Text module 1' });
    const buttons = [
      page.getByRole('button', { name: 'Move text module 1 down' }),
      page.getByRole('button', { name: 'Duplicate text module 1' }),
      page.getByRole('button', { name: 'Remove text module 1' }),
      page.getByRole('button', { name: 'Move text module 2 up' }),
      page.getByRole('button', { name: 'Duplicate text module 2' }),
      page.getByRole('button', { name: 'Remove text module 2' }),
    ];
    for (const label of ['Header', 'Body', 'ID']) {
      const input = row.getByLabel(label, { exact: true });
      await input.focus();
      const shown = await oneTip(page);
      expect(overlaps(shown, await boxOf(row.getByText(label, { exact: true })))).toBe(false);
      expect(overlaps(shown, await boxOf(input))).toBe(false);
      for (const button of buttons) {
        expect(overlaps(shown, await boxOf(button)), `${label}'s tip covers a row button`).toBe(
          false,
        );
      }
    }
    await screen(page, `help-module-${width}`);

    // Pointing at another label shows its tip instead of the focused field's: never two.
    await row.getByText('Body', { exact: true }).hover();
    const hovered = await oneTip(page);
    expect(hovered.y).toBeLessThan((await boxOf(row.getByLabel('ID', { exact: true }))).y);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await shownTips(page)).length).toBe(0);
  });
}
