import { writeFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { focusedField } from './editorSteps';

test.slow();

// A list of 1,000 text modules renders only the rows on screen: reordering, issues, focus and
// undo must reach rows far down it all the same.

const ROWS = 1_000;
const LONG_HEADER = 'A header far longer than Google allows here';

function longList(issueAt?: number) {
  return JSON.stringify(
    {
      id: '3388000000012345678.long-list',
      issuerName: 'Long list',
      reviewStatus: 'UNDER_REVIEW',
      transitType: 'BUS',
      textModulesData: Array.from({ length: ROWS }, (_, i) => ({
        id: `m${i + 1}`,
        header: i === issueAt ? LONG_HEADER : `Header ${i + 1}`,
        body: `Body ${i + 1}`,
      })),
    },
    null,
    2,
  );
}

async function openLongList(page: Page, testInfo: TestInfo, issueAt?: number) {
  await page.goto('/');
  await openLongListFile(page, testInfo, issueAt);
}

/** Opens the list in a new tab of the app already loaded. */
async function openLongListFile(page: Page, testInfo: TestInfo, issueAt?: number) {
  const file = testInfo.outputPath(
    issueAt === undefined ? 'long-list.json' : 'long-list-issue.json',
  );
  writeFileSync(file, longList(issueAt));
  await page.getByLabel('JSON files to open').setInputFiles(file);
  if (issueAt !== undefined) await page.getByRole('button', { name: 'Open anyway' }).click();
  await expect(page.getByRole('textbox', { name: 'Issuer name' })).toBeEditable();
}

async function openModules(page: Page) {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: /^Modules/ })
    .click();
  await expect(page.getByRole('group', { name: 'Text modules' })).toBeVisible();
}

const row = (page: Page, id: string) =>
  page.getByRole('listitem', { name: new RegExp(`Text module '${id}'`) });

/** Scrolls the editor pane to `share` of its height, as a drag of its scroll bar would. */
async function scrollEditorTo(page: Page, share: number) {
  await page.getByRole('region', { name: 'Editor' }).evaluate((pane, at) => {
    // The pane is a frame; what scrolls is the box inside it.
    const scroller = pane.firstElementChild as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight * at;
  }, share);
}

/**
 * Scrolls the editor pane to the row with `id` (number n of the list): a jump to about where it
 * sits, as a drag of the scroll bar would, then the wheel until it shows.
 */
async function scrollTo(page: Page, id: string) {
  await scrollEditorTo(page, (Number(id.slice(1)) - 3) / ROWS);
  await page.getByRole('region', { name: 'Editor' }).hover();
  // The jump may land past the row (rows measured since the estimate): the wheel goes towards it.
  const target = Number(id.slice(1));
  const rows = page.getByRole('listitem', { name: /Text module 'm/ });
  for (let i = 0; i < 80; i += 1) {
    // Rendered at the edge of the overscan: bring it on screen. A re-measure of the rows above
    // may take it out of the page again before that; then the wheel goes on.
    const shown =
      (await row(page, id).isVisible()) &&
      (await row(page, id)
        .scrollIntoViewIfNeeded({ timeout: 2000 })
        .then(
          () => true,
          () => false,
        ));
    if (shown) break;
    const first = Number(await rows.first().getAttribute('aria-posinset'));
    // Far off, a long turn of the wheel; near, a short one, so that it never steps over the row.
    const distance = target - first;
    await page.mouse.wheel(
      0,
      Math.sign(distance || 1) * Math.min(3000, 150 + Math.abs(distance) * 20),
    );
  }
  await expect(row(page, id)).toBeInViewport();
}

// One load: the list opened once for the move and the undo (rows 986 to 990, then row 950: the
// undo takes back its own edit only), then the list with an issue in a new tab.
test('a 1,000-row list: a row far down moved by keyboard and drag, an edit undone out of view, an issue on row 900', async ({
  page,
}, testInfo) => {
  // Each step was a test of its own, with its own budget (test.slow: three times the default).
  test.setTimeout(3 * 3 * 30_000);
  await openLongList(page, testInfo);
  await test.step('a row far down a 1,000-row list moves by keyboard and by drag', async () => {
    await openModules(page);
    // Only the rows on screen are in the page.
    expect(await page.getByRole('listitem', { name: /Text module 'm/ }).count()).toBeLessThan(100);
    await scrollTo(page, 'm990');
    await expect(row(page, 'm990')).toHaveAttribute('aria-posinset', '990');

    const summary = row(page, 'm990').getByRole('button', { name: /Text module 'm990'/ });
    await summary.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(row(page, 'm990')).toHaveAttribute('aria-posinset', '989');
    await expect(row(page, 'm989')).toHaveAttribute('aria-posinset', '990');
    await expect(summary).toBeFocused();

    const handle = page.getByRole('button', { name: 'Drag text module 989 to reorder' });
    const target = row(page, 'm986');
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('rows not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) {
      const y =
        from.y + from.height / 2 + ((to.y + to.height / 2 - from.y - from.height / 2) * step) / 10;
      await page.mouse.move(from.x + from.width / 2, y);
    }
    await page.mouse.up();
    await expect(row(page, 'm990')).toHaveAttribute('aria-posinset', '986');
  });

  await test.step('undo reaches an edit of a row scrolled out of view', async () => {
    await openModules(page);
    await scrollTo(page, 'm950');
    await row(page, 'm950')
      .getByRole('button', { name: /Text module 'm950'/ })
      .click();
    const header = row(page, 'm950').getByLabel('Header', { exact: true });
    await header.fill('Changed far down');
    await expect(row(page, 'm950')).toHaveAccessibleName(/Changed far down/);
    // Scroll back to the top: row 950 leaves the page.
    await scrollEditorTo(page, 0);
    await expect(row(page, 'm950')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await scrollTo(page, 'm950');
    await expect(row(page, 'm950')).toHaveAccessibleName(/Header 950/);
  });

  await test.step('an issue on row 900 opens that row and focuses its field', async () => {
    // The list with an issue on row 900, in a new tab.
    await openLongListFile(page, testInfo, 899);
    const issue = page.getByRole('button', { name: /Error.*Text modules › 900th › Header/ });
    await issue.click();
    await expect(page.getByRole('heading', { name: 'Modules', level: 2 })).toBeVisible();
    const focused = focusedField(page);
    await expect(focused).toHaveValue(LONG_HEADER);
    await expect(focused).toBeInViewport();
  });
});
