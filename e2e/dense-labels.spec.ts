import { expect, test, type Page } from '@playwright/test';
import { newFromSample, openSection, screen } from './editorSteps';

/** Labels whose text box is wholly inside the editor pane's visible part. */
async function labelsInView(page: Page): Promise<number> {
  const editor = page.getByRole('region', { name: 'Editor' });
  const frame = await editor.boundingBox();
  if (!frame) throw new Error('no editor pane');
  const bottom = Math.min(frame.y + frame.height, page.viewportSize()!.height);
  let count = 0;
  for (const group of await editor.getByRole('group', { name: / label$/ }).all()) {
    const box = await group.getByRole('textbox', { name: 'Text', exact: true }).boundingBox();
    if (box && box.y >= frame.y && box.y + box.height <= bottom) count += 1;
  }
  return count;
}

/** On the transit sample just opened, in a window `width` wide. */
async function oneRowLabels(page: Page, width: number) {
  await openSection(page, 'Labels');
  const editor = page.getByRole('region', { name: 'Editor' });
  await expect(editor.getByRole('group', { name: / label$/ })).toHaveCount(19);

  if (width === 1440) {
    const shown = await labelsInView(page);
    test.info().annotations.push({ type: 'labels in view at 1440x900', description: `${shown}` });
    expect(shown).toBeGreaterThanOrEqual(10);
  }
  await screen(page, `dense-labels-${width}`);

  // One row: the text and its language chip side by side, "+ Add translation" at the label.
  const zone = editor.getByRole('group', { name: 'Zone label', exact: true });
  const text = zone.getByRole('textbox', { name: 'Text', exact: true });
  const language = zone.getByRole('combobox', { name: 'Language', exact: true });
  await zone.scrollIntoViewIfNeeded();
  const [t, l] = [await text.boundingBox(), await language.boundingBox()];
  expect(Math.abs(t!.y - l!.y)).toBeLessThan(4);
  expect(l!.x).toBeGreaterThan(t!.x + t!.width);
  await expect(zone).toHaveAccessibleDescription(/Replaces the label “Zone”/);

  // A translation opens below, in the same field.
  const zoneBox = await zone.boundingBox();
  const translations = zone.getByRole('textbox', { name: /^Translation \d+: text$/ });
  const before = await translations.count();
  await zone.getByRole('button', { name: 'Add translation of Zone label' }).click();
  await expect(translations).toHaveCount(before + 1);
  const translation = translations.last();
  await expect(translation).toBeVisible();
  const added = await translation.boundingBox();
  expect(added!.y).toBeGreaterThan(t!.y + t!.height - 1);
  expect((await zone.boundingBox())!.height).toBeGreaterThan(zoneBox!.height);
  await translation.fill('Zonen');
  await screen(page, `dense-labels-translation-${width}`);
  await zone
    .getByRole('button', { name: /^Remove translation \d+/ })
    .last()
    .click();
  await expect(translations).toHaveCount(before);
}

// One load: the narrow window first, its sample opened from the welcome; then the same page made
// wide, with the sample made again with New… (its Labels drawn in the wide window from the start).
test('a one-language label is one row, its translations open in place (390, then 1440)', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(2 * 30_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  await test.step('a one-language label is one row, its translations open in place (390)', async () => {
    await page.getByRole('button', { name: 'Transit class from sample' }).click();
    await oneRowLabels(page, 390);
  });

  await test.step('a one-language label is one row, its translations open in place (1440)', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await newFromSample(page, 'Transit class');
    await oneRowLabels(page, 1440);
  });
});
