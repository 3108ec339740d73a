// Opening documents in the app for the benchmark: through "Open files" and its file chooser, in a
// fresh browser context (no drafts), once the app has settled, as when a person has picked a file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  armLongTaskProbe,
  armOpenProbe,
  longTaskDurations,
  openResult,
  whenIdle,
} from './pageProbes.mjs';

export const VIEWPORT = { width: 1440, height: 900 };
// Every form field carries data-field; the first one in the page is the open section's first.
const FIRST_FIELD = '[data-field]';
// The preview's card: an offer's card may show a wordmark where a transit's shows the issuer name.
const PREVIEW_CARD = '.pp-card';
export const PREVIEW_ISSUER = '.pp-header__issuer';
// A pass whose issuer name is this long once froze the page for seconds (the card drew it whole).
const LONG_TEXT_CHARS = 100_000;
// How long to keep collecting long tasks after the card shows: the deferred work (issues, lint,
// the first save) runs within it.
const LONG_TASK_WINDOW_MS = 1500;

/**
 * Waits until the app has settled. A person picks a file seconds after the page shows and after
 * clicking "Open files": the app's idle-time work (the chunks it preloads) and the parse worker
 * that click starts are ready by then, and so they are here, before a measure begins.
 * @param {import('@playwright/test').Page} page
 */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(whenIdle);
}

/**
 * A fresh context on the app at `url`. The stress documents' images live on example hosts: they
 * are refused at once, as offline.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function offlineContext(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.route(
    (target) => !target.href.startsWith(url),
    (route) => route.abort(),
  );
  return context;
}

/**
 * Opens `file` through "Open files" and times it, from the input's change event to the
 * paint that shows the document's first field and the preview's card.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} file
 */
export async function openDocument(browser, url, file) {
  const context = await offlineContext(browser, url);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel('JSON files to open').waitFor({ state: 'attached' });
  await settled(page);
  // As a person does: "Open files" (which starts the parse worker), then the file chooser.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Open files' }).click(),
  ]);
  await settled(page);
  await page.evaluate(armOpenProbe, { fieldSelector: FIRST_FIELD, previewSelector: PREVIEW_CARD });
  await chooser.setFiles(file);
  await page.waitForFunction(openResult, null, { timeout: 60_000, polling: 50 });
  const timing = await page.evaluate(openResult);
  if (!timing) throw new Error(`${file} did not open`);
  return { context, page, timing };
}

/**
 * Opens a pass whose issuer name is LONG_TEXT_CHARS long, then reloads the page (the draft
 * reopens), and returns the longest task of each, counted until LONG_TASK_WINDOW_MS after the card
 * shows the name.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} dir where to write the document
 */
export async function longTextFigures(browser, url, dir) {
  const file = join(dir, 'long-issuer-name.json');
  const issuerName = 'A'.repeat(LONG_TEXT_CHARS);
  writeFileSync(file, JSON.stringify({ id: '3388000000022.long', issuerName, transitType: 'BUS' }));
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(armLongTaskProbe);
  await page.goto(url);
  const input = page.getByLabel('JSON files to open');
  await input.waitFor({ state: 'attached' });
  const longestAfterCard = async () => {
    await page.locator(PREVIEW_ISSUER).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(LONG_TASK_WINDOW_MS);
    return Math.max(0, ...(await page.evaluate(longTaskDurations)));
  };
  await settled(page);
  await page.evaluate(longTaskDurations);
  await input.setInputFiles(file);
  const openMs = await longestAfterCard();
  await page.reload();
  const reloadMs = await longestAfterCard();
  await context.close();
  return { chars: LONG_TEXT_CHARS, openLongestTaskMs: openMs, reloadLongestTaskMs: reloadMs };
}
