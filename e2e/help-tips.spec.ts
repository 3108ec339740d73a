import { expect, test, type Locator, type Page } from '@playwright/test';
import { newDocument, openSection, screen } from './editorSteps';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** The help a person sees: a hidden help stays in the page as a 1 px description. */
async function shownHelp(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const tip of await page.getByRole('tooltip').all()) {
    const box = await tip.boundingBox();
    if (box && box.width > 2 && box.height > 2) boxes.push(box);
  }
  return boxes;
}

async function oneHelp(page: Page): Promise<Box> {
  await expect.poll(async () => (await shownHelp(page)).length).toBe(1);
  const [tip] = await shownHelp(page);
  return tip!;
}

/**
 * The labels, controls and legends of `region` on screen (`checked`), and those that something
 * else covers: at the centre of each, the page's topmost element is neither it nor inside it.
 * Measured with every element taking the pointer, so a tip that lets the pointer through counts.
 */
function coverage(region: Locator): Promise<{ checked: string[]; covered: string[] }> {
  return region.evaluate((root) => {
    const honest = document.createElement('style');
    honest.textContent = '* { pointer-events: auto !important; }';
    document.head.append(honest);
    const pane = root.getBoundingClientRect();
    const inView = (r: DOMRect) =>
      r.width > 2 &&
      r.height > 2 &&
      r.top >= Math.max(pane.top, 0) &&
      r.bottom <= Math.min(pane.bottom, window.innerHeight) &&
      r.left >= pane.left &&
      r.right <= pane.right;
    const name = (element: HTMLElement) =>
      element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    const checked = [
      ...root.querySelectorAll<HTMLElement>('label, legend, button, input, select, textarea'),
    ].filter((element) => inView(element.getBoundingClientRect()));
    const covered = checked.filter((element) => {
      const r = element.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !top || !(top === element || element.contains(top) || top.contains(element));
    });
    honest.remove();
    return { checked: checked.map(name), covered: covered.map(name) };
  });
}

const editorOf = (page: Page) => page.getByRole('region', { name: 'Editor' });

async function helpOnNewDocument(page: Page, width: number) {
  await newDocument(page, 'Offer object');
  const editor = editorOf(page);
  const objectId = editor.getByRole('textbox', { name: 'Object ID' });
  await expect(objectId).toBeFocused();

  // The help shows under its field; at the centre of the next field's label (and of every
  // label and control on screen) the label itself is what the page shows.
  const help = await oneHelp(page);
  const field = await boxOf(objectId);
  expect(help.y).toBeGreaterThanOrEqual(field.y + field.height);
  const { checked, covered } = await coverage(editor);
  expect(checked).toContain('Class ID');
  expect(covered).toEqual([]);
  await screen(page, `help-new-document-${width}`);

  // Escape closes it; the focus stays in the field.
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await shownHelp(page)).length).toBe(0);
  await expect(objectId).toBeFocused();
}

/** On a blank transit class just made. */
async function helpUnderItsField(page: Page, width: number) {
  await openSection(page, 'Images');
  const editor = editorOf(page);

  // The Logo block: its own words under its legend, and the URL's help under the URL.
  const logo = page.getByRole('group', { name: 'Logo', exact: true });
  const url = logo.getByLabel('Image URL');
  await url.focus();
  const tip = await oneHelp(page);
  const box = await boxOf(url);
  expect(tip.y).toBeGreaterThanOrEqual(box.y + box.height);
  expect((await coverage(editor)).covered).toEqual([]);
  await screen(page, `help-logo-${width}`);

  await page.keyboard.press('Escape');
  await expect.poll(async () => (await shownHelp(page)).length).toBe(0);
  await expect(url).toBeFocused();
  // Back in the field after leaving it, the help shows again.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(url).toBeFocused();
  await oneHelp(page);

  // A module row: each field's help covers neither the row's labels nor any row's buttons.
  await openSection(page, 'Modules');
  await page.getByRole('button', { name: 'Add text module' }).click();
  await page.getByRole('button', { name: 'Add text module' }).click();
  const row = page.getByRole('group', { name: 'Text module 1' });
  for (const label of ['Header', 'Body', 'ID']) {
    const input = row.getByLabel(label, { exact: true });
    await input.focus();
    await input.scrollIntoViewIfNeeded();
    await oneHelp(page);
    expect((await coverage(editor)).covered, `${label}'s help covers something`).toEqual([]);
  }
  await screen(page, `help-module-${width}`);
}

const help = {
  newDocument: (width: number) =>
    `a document made with New… opens its first field's help without covering the next field (${width})`,
  underItsField: (width: number) =>
    `help opens under its field while it has focus, covers nothing, and Escape closes it (${width})`,
};

// One load per window size, a step per check, each on a document of its own: the one that
// starts from the welcome first, the ones made with New… after it.
test("help at 1440: the welcome's blank offer object, a new document, a field's help, a click below it", async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(4 * 30_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  await test.step('the welcome\'s "Blank offer object" opens its first field\'s help covering nothing', async () => {
    await page.getByRole('button', { name: 'Blank offer object' }).click();
    const editor = editorOf(page);
    await expect(editor.getByRole('textbox', { name: 'Object ID' })).toBeFocused();
    await oneHelp(page);
    expect((await coverage(editor)).covered).toEqual([]);
  });

  await test.step(help.newDocument(1440), () => helpOnNewDocument(page, 1440));

  await test.step(help.underItsField(1440), async () => {
    await newDocument(page, 'Transit class', /^Blank/);
    await helpUnderItsField(page, 1440);
  });

  await test.step('a click below an open help lands where it was aimed, though the help closes', async () => {
    await newDocument(page, 'Transit class', /^Blank/);
    await openSection(page, 'Modules');
    const add = page.getByRole('button', { name: 'Add text module' });
    await add.click();
    const header = page.getByRole('group', { name: 'Text module 1' }).getByLabel('Header', {
      exact: true,
    });
    await expect(header).toBeFocused();
    await oneHelp(page);
    // The press on "+ Add text module" blurs Header while the pointer is down: its help stays
    // until the release, so the button is still under the pointer for the click.
    await add.scrollIntoViewIfNeeded();
    await expect(header).toBeFocused();
    const target = await boxOf(add);
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2);
    await page.mouse.down();
    await expect(add).toBeFocused();
    expect(await shownHelp(page)).toHaveLength(1);
    await page.mouse.up();
    await expect(page.getByRole('group', { name: 'Text module 2' })).toBeVisible();
  });
});

test("help at 390: a field's help, then a new document", async ({ page }) => {
  test.setTimeout(2 * 30_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  await test.step(help.underItsField(390), async () => {
    await page.getByRole('button', { name: 'Blank transit class' }).click();
    await helpUnderItsField(page, 390);
  });

  await test.step(help.newDocument(390), () => helpOnNewDocument(page, 390));
});
