import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './axe';
import { screen } from './editorSteps';

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Document', exact: true });

/** How far the toolbar and the page scroll sideways (0 when they do not), and the bar's height. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const toolbar = document.querySelector<HTMLElement>('[role="toolbar"][aria-label="Document"]')!;
    const root = document.documentElement;
    return {
      toolbar: toolbar.scrollWidth - toolbar.clientWidth,
      page: root.scrollWidth - root.clientWidth,
      height: toolbar.getBoundingClientRect().height,
    };
  });

async function openSample(page: Page, width: number, height: number, text = 16) {
  await page.setViewportSize({ width, height });
  await page.goto('/');
  if (text !== 16) {
    const session = await page.context().newCDPSession(page);
    await session.send('Page.setFontSizes', { fontSizes: { standard: text, fixed: text } });
  }
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await expect(bar(page).getByRole('button', { name: 'Export…' })).toBeVisible();
}

test('on a phone the document toolbar is one row; the rest is in More, by keyboard', async ({
  page,
}) => {
  await openSample(page, 390, 844);
  const toolbar = bar(page);
  const more = toolbar.getByRole('button', { name: 'More', exact: true });
  await expect(more).toBeVisible();
  for (const name of ['Undo', 'Redo', 'Export…'])
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  for (const name of ['Form', 'JSON'])
    await expect(toolbar.getByRole('radio', { name, exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Changes…' })).toBeHidden();
  const { toolbar: sideways, page: pageSideways, height } = await overflow(page);
  expect({ sideways, pageSideways }).toEqual({ sideways: 0, pageSideways: 0 });
  expect(height, 'one row').toBeLessThan(50);

  // The menu button pattern: Enter opens it on its first command, the arrows move, Escape closes.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More document commands' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Go to field…',
    'Save link…',
    'Changes…',
    'Share preview…',
    'Publish…',
  ]);
  await expect(menu.getByRole('menuitem', { name: 'Go to field…' })).toBeFocused();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await screen(page, 'narrow-toolbar-more');
  expect(await axeFindings(page, 'more menu', { include: '[role="menu"]' })).toEqual([]);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Publish…' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
  // Back on the icon by keyboard: its tooltip names it (hidden from the accessibility tree).
  const tip = page.getByText('More commands', { exact: true });
  await expect(tip).toBeVisible();

  await page.keyboard.press('ArrowDown');
  await expect(tip).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Changes…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const changes = page.getByRole('dialog', { name: 'Changes' });
  await expect(changes).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(changes).toBeHidden();
  await expect(more).toBeFocused();
});

test('at 200 % text on a phone the toolbar wraps, never scrolls sideways', async ({ page }) => {
  await openSample(page, 390, 844, 32);
  const { toolbar, page: pageSideways } = await overflow(page);
  expect({ toolbar, pageSideways }).toEqual({ toolbar: 0, pageSideways: 0 });
  for (const name of ['Undo', 'Redo', 'Export…', 'More'])
    await expect(bar(page).getByRole('button', { name, exact: true })).toBeVisible();
  await page.evaluate(() => scrollTo(0, 0));
  await screen(page, 'narrow-toolbar-200');
});

test('a wide window keeps every command in the bar, and no More', async ({ page }) => {
  await openSample(page, 1440, 900);
  const toolbar = bar(page);
  for (const name of ['Go to field…', 'Save link…', 'Changes…', 'Share preview…', 'Publish…'])
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'More', exact: true })).toBeHidden();
  expect((await overflow(page)).height, 'one row').toBeLessThan(50);
  await screen(page, 'wide-toolbar');
});
