import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeSharedPreview } from '../src/io/share/sharedPreview';
import { axeFindings, type AxeFinding } from './axe';

// Every screen a designer works in has no axe violation of any impact (WCAG 2.2 A and AA and
// axe's best practices), light and dark, wide and narrow, and at 200 % text; at 200 % nothing
// scrolls sideways. Dark mode changes colours only and 200 % text the layout only, so 200 % runs
// in light mode: dark at 200 % would check nothing the other runs do not.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/**
 * What scrolls sideways: the page, or a pane, region or dialog whose content is wider than it.
 * A strip made to scroll (the open documents' tabs, the sections in a narrow window) may, and so
 * may a region made to scroll by keyboard too (a code excerpt: a Tab stop, tabindex 0).
 */
function sidewaysScrollers(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page ${root.scrollWidth}px`);
    const boxes = document.querySelectorAll<HTMLElement>(
      'main, section[aria-label], dialog, [role="region"]',
    );
    for (const box of boxes) {
      if (box.clientWidth === 0 || box.scrollWidth <= box.clientWidth + 1) continue;
      if (getComputedStyle(box).overflowX === 'visible') continue;
      if (box.getAttribute('role') === 'region' && box.tabIndex === 0) continue;
      found.push(`${box.getAttribute('aria-label') ?? box.tagName} ${box.scrollWidth}px`);
    }
    return found;
  });
}

/**
 * The browser's own text size at 200 % (a person's "font size" setting): 32 px instead of 16,
 * so rem, em and the rem media queries all follow, as they do for that person.
 */
async function doubleTextSize(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/**
 * Where a field lands that takes the focus while under the sticky header (Shift+Tab back to Class
 * ID, scrolled 20 px under the header's bottom edge): its top and the header's bottom.
 */
async function focusUnderHeader(page: Page) {
  const id = page.getByRole('textbox', { name: 'Class ID' });
  await id.focus();
  await page.keyboard.press('Tab');
  await id.evaluate((field) => {
    const header = document.querySelector('header')!.getBoundingClientRect().bottom;
    scrollBy(0, field.getBoundingClientRect().top - (header - 20));
  });
  await page.keyboard.press('Shift+Tab');
  await expect(id).toBeFocused();
  return id.evaluate((field) => ({
    field: Math.round(field.getBoundingClientRect().top),
    header: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
  }));
}

async function showForm(page: Page, narrow: boolean) {
  if (narrow)
    await page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Edit' }).click();
}

async function openExport(page: Page) {
  const exportButton = page.getByRole('button', { name: 'Export…' });
  if (!(await exportButton.isVisible())) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Export…' }).click();
  } else await exportButton.click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

for (const size of sizes) {
  for (const text of ['100%', '200%']) {
    // At 100 % text each screen is checked in dark mode too, on the same page: only colours
    // differ between the schemes (they are CSS alone), so dark runs the contrast rule alone.
    const dark = text === '100%';
    const name = `${dark ? 'light and dark' : 'light'}, ${size.width}×${size.height}, text ${text}`;
    test(name, async ({ page }) => {
      test.setTimeout(180_000);
      const narrow = size.width < 600;
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await page.setViewportSize(size);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto('/');
      if (text === '200%') await doubleTextSize(page);
      const findings: AxeFinding[] = [];
      const scroll: string[] = [];
      const check = async (screen: string) => {
        const found = await axeFindings(page, screen, { tags });
        if (dark) {
          await page.emulateMedia({ colorScheme: 'dark' });
          await page.evaluate(() =>
            Promise.all(document.getAnimations().map((animation) => animation.finished)),
          );
          found.push(
            ...(await axeFindings(page, `${screen} (dark)`, { rules: ['color-contrast'] })),
          );
          await page.emulateMedia({ colorScheme: 'light' });
        }
        const sideways =
          text === '200%' ? (await sidewaysScrollers(page)).map((s) => `${screen}: ${s}`) : [];
        findings.push(...found);
        scroll.push(...sideways);
        // A screen with a finding is kept for the person who reads the failure.
        if (found.length > 0 || sideways.length > 0)
          await page.screenshot({
            path: test.info().outputPath(`${screen}.png`.replaceAll(' ', '-')),
          });
      };

      await page.getByRole('button', { name: 'Transit class from sample' }).click();
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
      await check('transit workspace');

      if (narrow) {
        // A field that takes the focus stops below the sticky header, however tall the text
        // makes it.
        const { field, header } = await focusUnderHeader(page);
        expect(field, 'the focused field is under the sticky header').toBeGreaterThanOrEqual(
          header,
        );
        const show = page.getByRole('group', { name: 'Show' });
        await show.getByRole('radio', { name: 'Preview' }).click();
        await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
        await check('transit preview');
        await show.getByRole('radio', { name: 'Edit' }).click();

        // The narrow window's menus, open.
        const all = page.getByRole('button', { name: /^All documents/ });
        await all.click();
        // The popover the button controls.
        const popup = page.locator(`#${await all.getAttribute('aria-controls')}`);
        await expect(popup).toBeVisible();
        await check('all documents menu');
        await page.keyboard.press('Escape');
        await page
          .getByRole('toolbar', { name: 'Document', exact: true })
          .getByRole('button', { name: 'More' })
          .click();
        await expect(page.getByRole('menu', { name: 'More document commands' })).toBeVisible();
        await check('more menu');
        await page.keyboard.press('Escape');
      }

      await openExport(page);
      await check('export dialog');
      await page.keyboard.press('Escape');

      const view = page.getByRole('group', { name: 'View' });
      await view.getByRole('radio', { name: 'JSON', exact: true }).click();
      await expect(page.getByRole('textbox', { name: 'Raw JSON' })).toBeVisible();
      await check('JSON view');
      await view.getByRole('radio', { name: 'Form', exact: true }).click();

      await page.getByRole('button', { name: 'New…' }).click();
      const create = page.getByRole('dialog', { name: 'New document' });
      await create.getByRole('radio', { name: 'Offer object' }).check();
      await create.getByRole('radio', { name: /^Sample/ }).check();
      await create.getByRole('button', { name: 'Create' }).click();
      await expect(create).toBeHidden();
      await showForm(page, narrow);
      await check('offer object');

      if (narrow) {
        // The import report of a file with problems, its code excerpt a keyboard stop.
        await page.getByLabel('JSON files to open').setInputFiles({
          name: 'broken.json',
          mimeType: 'application/json',
          buffer: Buffer.from('{\n  "id": "3388000000012345678.broken",\n  "issuerName": \n}'),
        });
        const report = page.getByRole('dialog', { name: 'Import report' });
        await expect(report).toBeVisible();
        await expect(report.getByRole('region', { name: /^Lines around line/ })).toHaveAttribute(
          'tabindex',
          '0',
        );
        await check('import report');
        await page.keyboard.press('Escape');
      }

      expect({
        violations: findings.map(
          (f) => `${f.screen}: ${f.id} (${f.impact}) ${f.targets.slice(0, 3).join(' | ')}`,
        ),
        scroll,
      }).toEqual({ violations: [], scroll: [] });
    });
  }
}

// The review page a shared link opens: the sample offer with its class, wide and narrow.
test('the review page, 1440×900 and 390×844', async ({ page }) => {
  const read = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`../public/samples/${name}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
  const fragment = await encodeSharedPreview({
    kind: 'offerObject',
    document: read('offer-object'),
    pairedClass: read('offer-class'),
  });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(`/review.html#${fragment}`);
  const card = page.getByRole('region', { name: 'Pass preview' }).getByRole('article');
  const findings: AxeFinding[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(card).toBeVisible();
    findings.push(...(await axeFindings(page, `review ${size.width}`, { tags })));
  }
  // The card is named after its issuer and read as labels and their values.
  const issuer = (read('offer-class').issuerName as string) ?? '';
  await expect.soft(card).toHaveAccessibleName(new RegExp(`^Card: ${issuer}`));
  expect(await card.ariaSnapshot()).toMatch(/Drinks ?: Hot or iced, any size Expires ?: /);
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
  );
  expect
    .soft(
      headings.filter((level, i) => level > (headings[i - 1] ?? 0) + 1),
      `heading levels ${headings.join(', ')}`,
    )
    .toEqual([]);
  expect(findings.map((f) => `${f.screen}: ${f.id} ${f.targets.slice(0, 3).join(' | ')}`)).toEqual(
    [],
  );
});
