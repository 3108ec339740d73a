import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The field that has the focus: it lands there once the field's section is drawn. */
export const focusedField = (page: Page) => page.locator(':is(input, textarea, select):focus');

/** The document toolbar's save status: "Saving…", "Saved (time)" or "Not saved: why". */
export const saveStatus = (page: Page) =>
  page
    .getByRole('toolbar', { name: 'Document' })
    .getByRole('status')
    .filter({ hasText: /^(Saving…|Saved|Not saved)/ });

/** Opens a section from the navigator, as a user clicks it. */
export async function openSection(page: Page, title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

/**
 * Makes a new document with New…, as a person does once the start page has gone (`start`: the
 * dialog's choice to check, else its default), and waits until its tab is the selected one.
 */
export async function newDocument(page: Page, kind: string, start?: RegExp): Promise<void> {
  // The tab selected before, if any: the new document is shown once another one is.
  const selected = page
    .getByRole('tablist', { name: 'Open documents' })
    .getByRole('tab', { selected: true });
  const before = (await selected.count()) > 0 ? await selected.getAttribute('id') : null;
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('radio', { name: kind }).check();
  if (start) await dialog.getByRole('radio', { name: start }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(selected).toHaveCount(1);
  if (before !== null) await expect(selected).not.toHaveAttribute('id', before);
}

/** Opens a new document from a sample through the New dialog. */
export const newFromSample = (page: Page, kind: string) => newDocument(page, kind, /^Sample/);

/** Exports through the Export dialog's download, as a user would, and returns the parsed file. */
export async function exportDownload(
  page: Page,
  fileName: string,
): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export preview' });
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Download ${fileName}` }).click();
  const download = await downloaded;
  const path = await download.path();
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null)
    throw new Error('the export is not a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * Chooses a command of the document toolbar as a person does: in the bar, or in its More menu
 * when the bar had no room for it.
 */
export async function toolbarCommand(page: Page, name: string): Promise<void> {
  const bar = page.getByRole('toolbar', { name: 'Document', exact: true });
  const button = bar.getByRole('button', { name, exact: true });
  const menu = page.getByRole('menu', { name: 'More document commands' });
  // The bar fits itself to its room as the verdict and save status change: look again if the
  // command moved between the look and the click, as a person would.
  await expect(async () => {
    if (await menu.isVisible()) await page.keyboard.press('Escape');
    if (await button.isVisible()) return button.click({ timeout: 2000 });
    await bar.getByRole('button', { name: 'More', exact: true }).click({ timeout: 2000 });
    await menu.getByRole('menuitem', { name, exact: true }).click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Pictures for a person to look at (`E2E_SCREENS=1 npm run e2e`): nobody reads them in an
 * ordinary run, whose time they would cost.
 */
export const takeScreens = Boolean(process.env.E2E_SCREENS);

/** A screenshot of the page (or of one part) into test-results/screens/, when `takeScreens`. */
export async function screen(
  target: Page | Locator,
  name: string,
  fullPage = false,
): Promise<void> {
  if (!takeScreens) return;
  const path = `test-results/screens/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
