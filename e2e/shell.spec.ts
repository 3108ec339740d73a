import { expect, test, type Page } from '@playwright/test';
import { newFromSample, screen } from './editorSteps';

const paneNames = ['Sections', 'Editor', 'Preview'];

// One load in a wide window: the shell as the built app starts, then its panes side by side, then
// the same page made narrow.
test('the built app starts and shows its shell; its panes sit side by side, a narrow window switches Form / Preview', async ({
  page,
}) => {
  // Each part was a test of its own, with its own budget.
  test.setTimeout(2 * 30_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');

  await test.step('the built app starts and shows its shell', async () => {
    await expect(page).toHaveTitle('Pass Studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Pass Studio' })).toBeVisible();
    const main = page.getByRole('main');
    for (const name of paneNames) {
      await expect(main.getByRole('region', { name })).toBeVisible();
    }
    expect(errors).toEqual([]);

    await screen(page, 'shell', true);
  });

  await test.step('the panes sit side by side in a wide window; a narrow one switches Form / Preview', async () => {
    const box = async (name: string) => {
      const found = await page.getByRole('region', { name }).boundingBox();
      if (!found) throw new Error(`${name} is not laid out`);
      return found;
    };

    const [sections, editor, preview] = [
      await box('Sections'),
      await box('Editor'),
      await box('Preview'),
    ];
    expect(editor.x).toBeGreaterThanOrEqual(sections.x + sections.width);
    expect(preview.x).toBeGreaterThanOrEqual(editor.x + editor.width);
    expect(editor.y).toBe(sections.y);
    expect(preview.y).toBe(sections.y);
    await expect(page.getByRole('group', { name: 'Show' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Transit class from sample' }).click();
    const show = page.getByRole('group', { name: 'Show' });
    await expect(show.getByRole('radio', { name: 'Edit' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Editor' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Preview' })).toBeHidden();
    await screen(page, 'narrow-form');

    await show.getByRole('radio', { name: 'Preview' }).click();
    await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Editor' })).toBeHidden();
    // The card starts within the first screen, not thousands of pixels below the form.
    expect((await box('Preview')).y).toBeLessThan(400);
    await screen(page, 'narrow-preview');
    // A click on what the card draws goes to its field: the form shows.
    const passenger = page.getByRole('button', { name: /^Passenger: .+ — edit$/ });
    await passenger.click();
    await expect(show.getByRole('radio', { name: 'Edit' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Editor' })).toBeVisible();
    // The focus lands in its field once the slot has opened, a moment after the form shows.
    await expect(page.getByRole('region', { name: 'Editor' }).locator(':focus')).toHaveCount(1);

    // The secondary document buttons wait behind Menu.
    await expect(page.getByRole('button', { name: 'Paste JSON…' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Paste JSON…' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Paste JSON…' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > innerWidth);
    expect(overflow, 'no sideways scrolling in a narrow window').toBe(false);
  });
});
const tabList = (page: Page) => page.getByRole('tablist', { name: 'Open documents' });

async function newBlankTransitClass(page: Page) {
  await page.getByRole('button', { name: 'New…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('radio', { name: 'Transit class' }).check();
  await dialog.getByRole('radio', { name: /^Blank/ }).check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
}

// One load in a 1440 × 900 window: the tabs first (they count from the start page), then each
// check on a document of its own made with New…: the transit and offer samples, a blank transit
// class (its colour swatch read before its modules section is opened).
test('tabs, then documents made with New…: the density of Basics, a long section’s outline, a blank transit class', async ({
  page,
}) => {
  test.setTimeout(4 * 30_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  await test.step('tabs: one line each, new ones on the right with distinct names, closed by button or Ctrl+W', async () => {
    await page.getByRole('button', { name: 'Blank transit class' }).click();
    // Focus lands in the new document's first field, not on <body> or its tab.
    const firstField = page.getByRole('main').getByRole('textbox', { name: 'Class ID' });
    await expect(firstField).toBeFocused();
    await newBlankTransitClass(page);
    await newBlankTransitClass(page);
    await expect(firstField).toBeFocused();

    const tabs = tabList(page).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const names = [
      'Untitled transit class',
      'Untitled transit class 2',
      'Untitled transit class 3',
    ];
    let right = -1;
    for (const [i, name] of names.entries()) {
      const tab = tabs.nth(i);
      await expect(tab).toHaveAccessibleName(new RegExp(`^${name}\\s*,`));
      const found = await tab.boundingBox();
      if (!found) throw new Error(`tab ${name} is not laid out`);
      expect(found.x, 'each new tab opens to the right').toBeGreaterThan(right);
      expect(found.height, 'one line').toBeLessThan(48);
      right = found.x;
    }
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await screen(page, 'tabs');

    // Close by the button: the tab goes, the draft stays in the documents menu.
    await page.getByRole('button', { name: 'Close Untitled transit class 2' }).click();
    await expect(tabs).toHaveCount(2);
    // Ctrl+W closes the active tab.
    await tabs.nth(1).click();
    await page.keyboard.press('Control+w');
    await expect(tabs).toHaveCount(1);

    await page.getByRole('button', { name: /^All documents/ }).click();
    const closed = page.getByRole('list', { name: 'Closed' });
    await expect(closed.getByRole('button')).toHaveCount(2);
    await screen(page, 'documents-menu');
    await closed.getByRole('button', { name: /Untitled transit class 2/ }).click();
    await expect(tabs).toHaveCount(2);
    await expect(tabList(page).getByRole('tab', { selected: true })).toHaveAccessibleName(
      /^Untitled transit class 2\s*,/,
    );
  });

  await test.step("density: the transit sample's Basics fit one screen, help shows on focus", async () => {
    await newFromSample(page, 'Transit class');
    const editor = page.getByRole('region', { name: 'Editor' });
    await expect(editor.getByRole('heading', { level: 2, name: 'Basics' })).toBeVisible();
    // The section is drawn in slices: its last part is there once it is whole.
    await expect(editor.getByRole('region', { name: 'From Google' })).toBeVisible();

    // Fields wholly in view (README, Design notes: 4 before this layout).
    const inView = await editor.evaluate((pane) => {
      const frame = pane.getBoundingClientRect();
      const bottom = Math.min(frame.bottom, innerHeight);
      return [...pane.querySelectorAll('input:not([type=color]), select, textarea')].filter(
        (el) => {
          const r = el.getBoundingClientRect();
          return r.height > 0 && r.top >= frame.top && r.bottom <= bottom;
        },
      ).length;
    });
    expect(inView).toBeGreaterThanOrEqual(8);

    // The issuer name and its localized twin are one control.
    const issuer = editor.getByRole('textbox', { name: 'Issuer name', exact: true });
    await expect(issuer).toBeVisible();
    await expect(editor.getByRole('group', { name: 'Localized issuer name' })).toHaveCount(0);
    const languages = editor.getByRole('button', { name: /^Languages 2 of Issuer name$/ });
    await expect(languages).toHaveAttribute('aria-expanded', 'false');

    // Help is the field's description, shown while it has focus.
    const help = editor.getByRole('tooltip').filter({ hasText: 'shown in the card header' });
    await expect(issuer).toHaveAccessibleDescription(/shown in the card header/);
    await expect(help).toHaveCSS('clip', /rect\(0px/);
    await issuer.focus();
    await expect(help).toHaveCSS('clip', 'auto');
    await screen(page, 'basics-focus');

    await languages.click();
    const twin = editor.getByRole('group', { name: 'Localized issuer name' });
    await expect(twin.getByRole('textbox', { name: 'Translation 1: text' })).toBeVisible();

    // Fields Google sets are text, not controls, apart from the fields to fill.
    const review = editor
      .getByRole('region', { name: 'From Google' })
      .getByRole('group', { name: 'Review comments' });
    await expect(review).toContainText('Nothing yet');
    await expect(review.getByRole('button')).toHaveCount(0);
    await expect(review.getByRole('textbox')).toHaveCount(0);
  });

  await test.step('a long section has an outline that goes to its parts', async () => {
    await newFromSample(page, 'Offer object');
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /^Offer class/ })
      .click();
    const outline = page.getByRole('navigation', { name: 'Outline of Offer class' });
    await expect(outline.getByRole('button')).toHaveText([
      'Basics',
      'Images',
      'Card template',
      'Modules',
      'Behaviour',
    ]);
    await outline.getByRole('button', { name: 'Modules' }).click();
    const editor = page.getByRole('region', { name: 'Editor' });
    await expect(editor.locator(':focus')).toHaveCount(1);
    await screen(page, 'offer-outline');
  });

  await test.step('a blank transit class: its unset colour, and the focus after "+ Add text module"', async () => {
    await newBlankTransitClass(page);
    await expect(tabList(page).getByRole('tab', { selected: true })).toHaveAccessibleName(
      /^Untitled transit class/,
    );
    await test.step('an unset colour shows an empty swatch, not black', async () => {
      const picker = page.getByLabel('Pick background colour');
      const swatch = await picker.evaluate((el) => {
        const style = getComputedStyle(el.parentElement as Element);
        return { color: style.backgroundColor, image: style.backgroundImage };
      });
      expect(swatch.image).toContain('gradient');
      expect(swatch.color).not.toBe('rgb(0, 0, 0)');
    });

    await test.step('focus lands on the new row after "+ Add text module", not on <body>', async () => {
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /^Modules/ })
        .click();
      const modules = page.getByRole('group', { name: 'Text modules' });
      await modules.getByRole('button', { name: 'Add text module' }).click();
      await expect(modules.locator(':focus')).toHaveCount(1);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    });
  });
});
