import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSection, screen } from './editorSteps';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

async function newBlankDocuments(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    await page.getByRole('button', { name: 'New…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  }
}

/** The tab and its close button are wholly in the strip: right of `left`, left of the menu. */
async function expectWhole(page: Page, tab: Locator, left: Locator) {
  const name = (await tab.getAttribute('title'))?.split(' · ')[0] ?? '';
  const close = page.getByRole('button', { name: `Close ${name}`, exact: true });
  const menu = await boxOf(page.getByRole('button', { name: /^All documents/ }));
  const [t, c, l] = [await boxOf(tab), await boxOf(close), await boxOf(left)];
  expect(t.x, `${name}: its start is cut`).toBeGreaterThanOrEqual(l.x + l.width);
  expect(c.x, `${name}: × is left of its tab`).toBeGreaterThanOrEqual(t.x + t.width - 1);
  expect(c.x + c.width, `${name}: × is under All documents`).toBeLessThanOrEqual(menu.x);
}

test('a narrow screen: whole tabs, one name per toggle, rows by their own words, short chrome', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  const editor = page.getByRole('region', { name: 'Editor' });

  // At most 200 px of chrome above the first field, from the page's top, once the new document's
  // first field has the focus (its tab scrolled into view below the sticky header).
  await expect(editor.getByRole('textbox', { name: 'Class ID' })).toBeFocused();
  const first = await boxOf(editor.getByText('Class ID', { exact: true }));
  const top = first.y + (await page.evaluate(() => scrollY));
  test.info().annotations.push({ type: 'first field top at 390x844', description: `${top}` });
  expect(top).toBeLessThanOrEqual(200);
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expectWhole(page, page.getByRole('tab', { selected: true }), menuButton);
  const tab = await boxOf(page.getByRole('tab', { selected: true }));
  const header = await boxOf(page.getByRole('banner'));
  expect(tab.y, 'the chosen tab is under the sticky header').toBeGreaterThanOrEqual(
    header.y + header.height - 1,
  );
  await screen(page, 'narrow-first-screen');

  // One name per choice: Edit / Preview for the window, Form / JSON for the editor.
  const choices = [
    ['Show', ['Edit', 'Preview']],
    ['View', ['Form', 'JSON']],
  ] as const;
  for (const [group, names] of choices)
    for (const name of names) {
      await expect(
        page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true }),
      ).toHaveCount(1);
      await expect(page.getByRole('radio', { name, exact: true })).toHaveCount(1);
    }

  // The issue list waits behind its button.
  const issues = page.getByRole('button', { name: /^Issues/ });
  await expect(issues).toHaveAttribute('aria-expanded', 'false');
  await issues.click();
  await expect(
    page.getByRole('region', { name: 'Issues' }).getByText('Ready', { exact: true }),
  ).toBeVisible();
  await issues.click();

  // Module rows say their own words, not a cut "Text modul…".
  await openSection(page, 'Modules');
  const rows = editor.getByRole('button', { name: /^Text module '/ });
  await expect(rows.first()).toBeVisible();
  // What a person sees: the text whose box is more than the 1 px of words read but not shown.
  const shown = await rows.evaluateAll((buttons) =>
    buttons.map((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) > 1) text += node.textContent;
      }
      return text.trim();
    }),
  );
  expect(shown.length).toBeGreaterThan(2);
  for (const text of shown) expect(text).not.toMatch(/Text modul/);
  expect(shown[0]).toMatch(/^▸\s*Fare/);
  await screen(page, 'narrow-modules');

  // Four tabs: the chosen one, its verdict dot and its × stay whole, left of All documents.
  await newBlankDocuments(page, 3);
  const tabs = page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expectWhole(page, tabs.nth(3), menuButton);
  await screen(page, 'narrow-four-tabs');
  await tabs.nth(0).click();
  await expectWhole(page, tabs.nth(0), menuButton);
});

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const text of [16, 32]) {
  test(`at 390 px and ${text} px text, All documents leaves the Issues button in view and works by keyboard`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    if (text !== 16) {
      // The browser's own text size (a person's setting): rem and the rem media queries follow.
      const session = await page.context().newCDPSession(page);
      await session.send('Page.setFontSizes', { fontSizes: { standard: text, fixed: text } });
    }
    await page.getByRole('button', { name: 'Transit class from sample' }).click();
    await newBlankDocuments(page, 3);
    await expect(
      page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab'),
    ).toHaveCount(4);
    const all = page.getByRole('button', { name: /^All documents/ });
    const issues = page.getByRole('button', { name: /^Issues/ });
    const menu = page.locator(`#${await all.getAttribute('aria-controls')}`);
    await all.click();
    await expect(menu).toBeVisible();
    await screen(page, `narrow-documents-menu-${text}px`);
    expect(intersects(await boxOf(menu), await boxOf(issues)), 'the menu covers Issues').toBe(
      false,
    );

    // By keyboard: the arrows move between the documents, Escape gives the focus back.
    const open = page.getByRole('list', { name: 'Open' }).getByRole('button');
    await all.focus();
    await page.keyboard.press('ArrowDown');
    await expect(open.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(open.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(open.nth(3)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(all).toBeFocused();
    await expect(all).toHaveAttribute('aria-expanded', 'false');

    // Open, it leaves Issues a tap away: the tap closes the menu and opens the issue list.
    await all.click();
    await expect(menu).toBeVisible();
    await issues.click();
    await expect(menu).toBeHidden();
    await expect(issues).toHaveAttribute('aria-expanded', 'true');
  });
}

const ISSUER = '3388000000012345678';
/** Real files' long words: ids and names without a break in them, a link's 170-character URL. */
const longClass = {
  id: `${ISSUER}.spring_sale_2026_early_birds_offer_class_for_every_store_of_the_region`,
  issuerName: 'Shop',
  title: 'Twenty percent off',
  provider: 'Shop',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
};
const longObject = {
  id: `${ISSUER}.spring_sale_2026_early_birds_pass_for_every_customer_of_the_region`,
  classId: longClass.id,
  state: 'ACTIVE',
  linksModuleData: {
    uris: [{ uri: `ftp://files.example.com/${'a'.repeat(150)}`, description: 'Price list' }],
  },
};

test('at 390 px, long ids, names and URLs of real files wrap: the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles(
    Object.entries({ [longClass.id]: longClass, [longObject.id]: longObject }).map(
      ([name, document]) => ({
        name: `${name.replaceAll('.', '_')}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(document)),
      }),
    ),
  );
  await page.getByRole('tab', { name: /_pass_for_every/ }).click();
  await expect(page.getByRole('complementary', { name: 'Offer class' })).toBeVisible();
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await sideways(), 'the open class’s name').toBeLessThanOrEqual(390);
  await openSection(page, 'Modules');
  await page.getByRole('button', { name: /^Link 1 — ftp/ }).click();
  await expect(
    page
      .getByText(/“ftp:\/\/files\.example\.com/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  expect(await sideways(), 'a warning quoting a long URL').toBeLessThanOrEqual(390);
  await screen(page, 'narrow-long-words');
});

test('a wide screen shows four tabs whole, none cut', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await newBlankDocuments(page, 3);
  const tabs = page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  const before = page.getByRole('button', { name: 'Delete', exact: true });
  for (let i = 0; i < 4; i++) await expectWhole(page, tabs.nth(i), before);
  await screen(page, 'wide-four-tabs');
});
