import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const paneNames = ['Sections', 'Editor', 'Preview'];

test('the built app starts and shows its shell', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/');

  await expect(page).toHaveTitle('Pass Studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Pass Studio' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of paneNames) {
    await expect(main.getByRole('region', { name })).toBeVisible();
  }
  expect(errors).toEqual([]);

  const screenshot = testInfo.outputPath('shell.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('shell', { path: screenshot, contentType: 'image/png' });
});

test('the panes sit side by side in a wide window and stack in a narrow one', async ({
  page,
}, testInfo) => {
  const box = async (name: string) => {
    const found = await page.getByRole('region', { name }).boundingBox();
    if (!found) throw new Error(`${name} is not laid out`);
    return found;
  };

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const [sections, editor, preview] = [
    await box('Sections'),
    await box('Editor'),
    await box('Preview'),
  ];
  expect(editor.x).toBeGreaterThanOrEqual(sections.x + sections.width);
  expect(preview.x).toBeGreaterThanOrEqual(editor.x + editor.width);
  expect(editor.y).toBe(sections.y);
  expect(preview.y).toBe(sections.y);

  await page.setViewportSize({ width: 390, height: 844 });
  const [top, middle, bottom] = [await box('Sections'), await box('Editor'), await box('Preview')];
  expect(middle.y).toBeGreaterThanOrEqual(top.y + top.height);
  expect(bottom.y).toBeGreaterThanOrEqual(middle.y + middle.height);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
  expect(overflow, 'no sideways scrolling in a narrow window').toBe(false);

  const screenshot = testInfo.outputPath('shell-narrow.png');
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach('shell-narrow', { path: screenshot, contentType: 'image/png' });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shell has no accessibility violations in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}
