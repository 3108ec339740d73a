import { expect, test, type Page } from '@playwright/test';
import { openSection } from './editorSteps';

/** What a card row shows, without the names that follow its position ("Row N", "Items in row N"). */
const rowContent = async (page: Page, n: number) =>
  (await page.getByRole('group', { name: `Row ${n}`, exact: true }).innerText())
    .replace(/^Row \d+\s*/, '')
    .replace(/^Items in row \d+\s*/m, '');

test('card rows reorder by drag and drop, with the mouse and with the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await openSection(page, 'Card template');
  const first = await rowContent(page, 1);
  const second = await rowContent(page, 2);
  expect(first).not.toBe(second);

  // The mouse: row 1 dragged by its handle until its centre sits on row 2's centre.
  const handle = await page.getByRole('button', { name: 'Drag row 1 to reorder' }).boundingBox();
  const row1 = await page.getByRole('group', { name: 'Row 1', exact: true }).boundingBox();
  const row2 = await page.getByRole('group', { name: 'Row 2', exact: true }).boundingBox();
  if (!handle || !row1 || !row2) throw new Error('the rows are not laid out');
  const x = handle.x + handle.width / 2;
  const y = handle.y + handle.height / 2;
  const distance = row2.y + row2.height / 2 - (row1.y + row1.height / 2);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 3 });
  await page.mouse.move(x, y + distance, { steps: 20 });
  await page.mouse.up();
  await expect.poll(() => rowContent(page, 1)).toBe(second);
  await expect.poll(() => rowContent(page, 2)).toBe(first);

  // The keyboard: Space picks the row up, ArrowDown moves it, Space drops it.
  await page.getByRole('button', { name: 'Drag row 1 to reorder' }).focus();
  // Each key waits for the list's announcement of the one before: dnd-kit has measured the rows.
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up row 1\. Arrow keys move it/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Row 1 is over position 2 of/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(() => rowContent(page, 1)).toBe(first);
  await expect.poll(() => rowContent(page, 2)).toBe(second);
});
