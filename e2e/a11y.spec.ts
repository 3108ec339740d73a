import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The main screens have no serious or critical axe violation, in light and in dark mode.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Finding {
  screen: string;
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Opens a sample and checks each section of the nav in turn, then the whole screen's findings. */
async function sampleScreens(page: Page, button: string): Promise<Finding[]> {
  await page.getByRole('button', { name: button }).click();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  const sections = nav.getByRole('button');
  await expect(sections.first()).toBeVisible();
  const findings: Finding[] = [];
  const titles = await sections.allInnerTexts();
  expect(titles.length).toBeGreaterThan(3);
  for (const title of titles) {
    await nav.getByRole('button', { name: title, exact: true }).click();
    await expect(nav.getByRole('button', { name: title, exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    findings.push(...(await seriousViolations(page, `${button} › ${title}`)));
  }
  return findings;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      // The samples' images live on example hosts: refuse them at once, as offline.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Transit class from sample' })).toBeVisible();
    });

    test('the empty editor', async ({ page }) => {
      expect(await seriousViolations(page, 'welcome')).toEqual([]);
    });

    // axe over every section takes a while on a small shared machine.
    test('a full transit class, every section', async ({ page }) => {
      test.setTimeout(240_000);
      expect(await sampleScreens(page, 'Transit class from sample')).toEqual([]);
    });

    test('a full offer object, every section', async ({ page }) => {
      test.setTimeout(240_000);
      expect(await sampleScreens(page, 'Offer object from sample')).toEqual([]);
    });

    test('the import report of a broken file', async ({ page }) => {
      await page.getByLabel('JSON files to open').setInputFiles({
        name: 'broken.json',
        mimeType: 'application/json',
        buffer: Buffer.from('{\n  "id": "3388000000012345678.broken",\n  "issuerName": \n'),
      });
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page, 'import report')).toEqual([]);
    });

    test('the export preview', async ({ page }) => {
      await page.getByRole('button', { name: 'Transit class from sample' }).click();
      await page.getByRole('button', { name: 'Export…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page, 'export preview')).toEqual([]);
    });

    test('tabs, the documents menu and opened languages', async ({ page }) => {
      await page.getByRole('button', { name: 'Transit class from sample' }).click();
      await page.getByRole('button', { name: /^Languages .*of Issuer name$/ }).click();
      await page.getByRole('button', { name: /^All documents/ }).click();
      await expect(page.getByRole('list', { name: 'Open' })).toBeVisible();
      expect(await seriousViolations(page, 'documents menu')).toEqual([]);
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
      await show.getByRole('button', { name: 'Preview' }).click();
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
      findings.push(...(await seriousViolations(page, 'narrow preview')));
      expect(findings).toEqual([]);
    });
  });
}
