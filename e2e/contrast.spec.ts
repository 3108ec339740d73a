import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// The project's sample transit class (Ready as it is), on a mid grey: white text at 3.4:1, its
// labels (white at 80 %) at 2.8:1.
const sample = JSON.parse(
  readFileSync(new URL('../public/samples/transit-class.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const grey = { ...sample, hexBackgroundColor: '#8a8a8a' };

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Document', exact: true });

/** Opens the grey line as a file, in a new tab of the app already loaded. */
async function openGrey(page: Page) {
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'grey-line.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(grey, null, 2)),
  });
}

/**
 * The lowest WCAG contrast of any text in an element, itself included: each text's colour at its
 * own and its boxes' opacity, over the first opaque background behind it, as the screen shows it.
 */
async function faintestTextOf(element: Locator): Promise<{ ratio: number; text: string }> {
  return element.evaluate((root) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) =>
      [r!, g!, b!]
        .map((c) => c / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    let faintest = { ratio: 21, text: '' };
    for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
      const own = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      if (!own || element.getClientRects().length === 0) continue;
      const [r, g, b, a = 1] = rgb(getComputedStyle(element).color);
      let behind: Element | null = element;
      let back = [0, 0, 0, 0];
      while (behind && (back[3] ?? 1) === 0) {
        back = rgb(getComputedStyle(behind).backgroundColor);
        behind = behind.parentElement;
      }
      let alpha = a;
      for (
        let box: Element | null = element;
        box && box !== root.parentElement;
        box = box.parentElement
      )
        alpha *= Number(getComputedStyle(box).opacity);
      const shown = [r!, g!, b!].map((c, i) => c * alpha + back[i]! * (1 - alpha));
      const [x, y] = [luminance(shown), luminance(back)];
      const ratio = (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
      if (ratio < faintest.ratio) faintest = { ratio, text: element.textContent ?? '' };
    }
    return faintest;
  });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  const wide = width === 1440;
  test(`at ${width}×${height}, a card colour its text cannot be read on is warned at the field, with the nearest one that reads${wide ? '; the app’s own verdicts read in light and dark' : ''}`, async ({
    page,
  }) => {
    // The wide one does the work of three tests, with their budget.
    if (wide) test.setTimeout(3 * 30_000);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await openGrey(page);
    // Not "Ready": the one warning is the contrast.
    await expect(toolbar(page)).toContainText('Valid · 1 Google warning');

    const editor = page.getByRole('region', { name: 'Editor' });
    const colour = editor.getByRole('textbox', { name: 'Background colour', exact: true });
    await expect(colour).toHaveAccessibleDescription(
      /White text on this card colour has a contrast of 2\.8:1 in its labels, drawn at 80 %; WCAG 2\.2 asks 4\.5:1 of text/,
    );
    const use = editor.getByRole('button', { name: 'Use #636363' });
    await expect(use).toBeVisible();
    await use.scrollIntoViewIfNeeded();
    await screen(page, `colour-contrast-${width}`);

    // The preview draws the text colour the rule checks: white, on the grey.
    if (width < 900)
      await page
        .getByRole('group', { name: 'Show' })
        .getByRole('radio', { name: 'Preview' })
        .click();
    const card = page
      .getByRole('region', { name: 'Preview' })
      .getByRole('article', { name: 'Card' });
    await expect(card).toHaveCSS('background-color', 'rgb(138, 138, 138)');
    await expect(card).toHaveCSS('color', 'rgb(255, 255, 255)');
    if (width < 900)
      await page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Edit' }).click();

    await use.click();
    await expect(colour).toHaveValue('#636363');
    await expect(toolbar(page)).toContainText('Ready');
    await expect(editor.getByRole('button', { name: /^Use #/ })).toHaveCount(0);
    if (width < 900)
      await page
        .getByRole('group', { name: 'Show' })
        .getByRole('radio', { name: 'Preview' })
        .click();
    await expect(card).toHaveCSS('background-color', 'rgb(99, 99, 99)');
    // What the card draws, its lighter labels included, reads once the suggestion is taken.
    const faintest = await faintestTextOf(card);
    expect(faintest.ratio, `“${faintest.text}”`).toBeGreaterThanOrEqual(4.5);

    if (!wide) return;
    // The same load for the app's own verdicts, in both colour schemes: its colours are CSS
    // (prefers-color-scheme), so the scheme switched here is the one a dark load would draw.
    for (const colorScheme of ['light', 'dark'] as const) {
      await test.step(`the app's own verdicts read at 4.5:1 or more (${colorScheme})`, async () => {
        await page.emulateMedia({ colorScheme });
        await verdictContrast(page, colorScheme);
      });
    }
  });
}

/** The app's own verdicts, warning and Ready, on a new copy of the grey line; their contrasts. */
async function verdictContrast(page: Page, colorScheme: 'light' | 'dark') {
  await openGrey(page);
  const { ratio: warned } = await faintestTextOf(
    toolbar(page).getByText('Valid · 1 Google warning'),
  );
  await page
    .getByRole('region', { name: 'Editor' })
    .getByRole('button', { name: 'Use #636363' })
    .click();
  const { ratio: ready } = await faintestTextOf(toolbar(page).getByText('Ready', { exact: true }));
  test.info().annotations.push({
    type: 'contrast',
    description: `${colorScheme}: warning verdict ${warned.toFixed(2)}:1, Ready ${ready.toFixed(2)}:1`,
  });
  expect(warned).toBeGreaterThanOrEqual(4.5);
  expect(ready).toBeGreaterThanOrEqual(4.5);
}
