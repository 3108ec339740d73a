import { expect, test, type Page } from '@playwright/test';
import { axeFindings, type AxeFinding } from './axe';

// The main screens have no serious or critical axe violation, in light and in dark mode.
type ColorScheme = 'light' | 'dark';
const serious = ['serious', 'critical'];

/** Shows the page in `colorScheme`, once any colour transition it starts has ended. */
async function scheme(page: Page, colorScheme: ColorScheme) {
  await page.emulateMedia({ colorScheme });
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished)),
  );
}

/**
 * The serious and critical findings (or, with 'any', all) on the page, or in `include` alone, in
 * light then in dark mode (left in light). Only colours differ between the schemes, so dark mode runs the contrast
 * rule alone: the rest is checked in light. One load serves both: the colours are CSS alone.
 */
async function seriousViolations(
  page: Page,
  screen: string,
  include?: string,
  impact: 'serious' | 'any' = 'serious',
): Promise<AxeFinding[]> {
  const impacts = impact === 'any' ? undefined : serious;
  const light = await axeFindings(page, `${screen} (light)`, { impacts, include });
  await scheme(page, 'dark');
  const dark = await axeFindings(page, `${screen} (dark)`, {
    impacts,
    include,
    rules: ['color-contrast'],
  });
  await scheme(page, 'light');
  return [...light, ...dark];
}

/**
 * Opens a sample and checks the whole screen on its first section, then each other section of
 * the nav in turn: only the editor's region changes with the section, so only it is checked again.
 */
async function sampleScreens(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const sections = nav.getByRole('button');
  await expect(sections.first()).toBeVisible();
  const findings: AxeFinding[] = [];
  const titles = await sections.allInnerTexts();
  expect(titles.length).toBeGreaterThan(3);
  for (const [index, title] of titles.entries()) {
    await nav.getByRole('button', { name: title, exact: true }).click();
    await expect(nav.getByRole('button', { name: title, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const scope = index === 0 ? undefined : 'section[aria-label="Editor"]';
    findings.push(...(await seriousViolations(page, `${button} › ${title}`, scope)));
  }
  return findings;
}

test.beforeEach(async ({ page }) => {
  // The samples' images live on example hosts: refuse them at once, as offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Transit class from sample' })).toBeVisible();
});

// Each test below walks one page through several screens, one step each, in light and in dark
// mode: a boot of the app costs more than most checks.
test('the empty editor, then the import report of a broken file', async ({ page }) => {
  await test.step('the empty editor', async () => {
    // The shell with no document has no violation at all, of any impact.
    expect(await seriousViolations(page, 'welcome', undefined, 'any')).toEqual([]);
  });

  await test.step('the import report of a broken file', async () => {
    await page.getByLabel('JSON files to open').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{\n  "id": "3388000000012345678.broken",\n  "issuerName": \n'),
    });
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, 'import report')).toEqual([]);
  });
});

test('a full transit class, every section', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await sampleScreens(page, 'Transit class from sample')).toEqual([]);
});

test('a full offer object, every section', async ({ page }) => {
  test.setTimeout(240_000);
  expect(await sampleScreens(page, 'Offer object from sample')).toEqual([]);
});

test('the export preview, then tabs, the documents menu and opened languages', async ({ page }) => {
  await page.getByRole('button', { name: 'Transit class from sample' }).click();

  await test.step('the export preview', async () => {
    await page.getByRole('button', { name: 'Export…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, 'export preview')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('tabs, the documents menu and opened languages', async () => {
    await page.getByRole('button', { name: /^Languages .*of Issuer name$/ }).click();
    await page.getByRole('button', { name: /^All documents/ }).click();
    await expect(page.getByRole('list', { name: 'Open' })).toBeVisible();
    expect(await seriousViolations(page, 'documents menu')).toEqual([]);
  });
});

test('a narrow window: form, preview and the toolbar menu', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  const show = page.getByRole('group', { name: 'Show' });
  await expect(page.getByRole('region', { name: 'Editor' })).toBeVisible();
  const findings = await seriousViolations(page, 'narrow form');
  await page.getByRole('button', { name: 'Menu' }).click();
  findings.push(...(await seriousViolations(page, 'narrow menu')));
  await page.keyboard.press('Escape');
  await show.getByRole('radio', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  findings.push(...(await seriousViolations(page, 'narrow preview')));
  expect(findings).toEqual([]);
});
