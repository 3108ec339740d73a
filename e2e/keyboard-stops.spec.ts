import { expect, test, type Locator, type Page } from '@playwright/test';
import { newFromSample, openSection, screen } from './editorSteps';

// What a Tab stops at: a row's tools, a list's Add and Paste and a section's Copy and Paste are
// one stop each (a toolbar the arrow keys move in); controls that do nothing are no stop.

// One boot of the app per document kind, the checks its steps in turn: what one step leaves (rows
// added, sections opened) changes no stop the next one checks. Each test does two tests' work.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
});

async function press(page: Page, key: string, lands: Locator) {
  await page.keyboard.press(key);
  await expect(lands).toBeFocused();
}

test("a transit class's Modules: a list's and a section's tools one Tab stop each, a row's tools one toolbar", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Blank transit class' }).click();
  await openSection(page, 'Modules');
  await test.step("a list's Add and Paste, and a section's Copy and Paste, are one Tab stop each", async () => {
    const add = page.getByRole('button', { name: 'Add text module' });
    await add.focus();
    await press(page, 'ArrowRight', page.getByRole('button', { name: 'Paste text modules' }));
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('toolbar', { name: 'Add or paste text modules' }),
    ).not.toContainText(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Paste text modules' })).toBeFocused();

    const section = page.getByRole('toolbar', { name: 'Modules section' });
    await section.getByRole('button', { name: 'Copy section' }).focus();
    await press(page, 'ArrowRight', section.getByRole('button', { name: 'Paste section' }));
    await press(page, 'Tab', page.getByRole('button', { name: 'Add image module' }));
    await press(page, 'Shift+Tab', section.getByRole('button', { name: 'Paste section' }));
  });

  await test.step("a row's tools are one toolbar named after the row: arrows inside, one Tab stop, the last used remembered", async () => {
    const add = page.getByRole('button', { name: 'Add text module' });
    await add.click();
    await add.click();
    await page.getByRole('group', { name: 'Text module 1' }).getByLabel('Header').fill('Hours');
    const tools = page.getByRole('toolbar', { name: 'Text module 1', exact: true });
    const tool = (name: string) => tools.getByRole('button', { name });
    await expect(tools.getByRole('button')).toHaveCount(5);

    // From the row's summary, one Tab reaches its tools at the first usable one (Move up is not).
    await page.getByRole('button', { name: /^Text module 1/, expanded: true }).focus();
    await press(page, 'Tab', tool('Move text module 1 down'));
    await press(page, 'ArrowRight', tool('Duplicate text module 1'));
    await press(page, 'ArrowRight', tool('Copy text module 1'));
    await screen(page, 'row-tools-focused');
    await press(page, 'End', tool('Remove text module 1'));
    await press(page, 'ArrowRight', tool('Move text module 1 down'));
    await press(page, 'ArrowLeft', tool('Remove text module 1'));
    await press(page, 'Home', tool('Move text module 1 down'));
    await press(page, 'ArrowRight', tool('Duplicate text module 1'));

    // The next Tab leaves the row's tools for its fields; coming back lands on Duplicate again.
    await press(
      page,
      'Tab',
      page.getByRole('group', { name: 'Text module 1' }).getByLabel('Header'),
    );
    await press(page, 'Shift+Tab', tool('Duplicate text module 1'));

    // The row's own keys still work from its tools: Alt+↓ moves it, the focus goes with it.
    await page.keyboard.press('Alt+ArrowDown');
    await expect(
      page
        .getByRole('toolbar', { name: 'Text module 2', exact: true })
        .getByRole('button', { name: 'Duplicate text module 2' }),
    ).toBeFocused();
  });
});

test('an offer object: Enter on a section goes into it, the resize handle and the preview stop only where they should', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Blank offer object' }).click();
  await test.step('Enter on a section goes into it; the resize handle is a stop before the rail, not after it', async () => {
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const basics = nav.getByRole('button', { name: 'Basics' });
    await expect(page.getByRole('textbox', { name: 'Object ID' })).toBeFocused();
    // Back from the first field: the section's Copy / Paste, the issues, then the nav.
    await press(page, 'Shift+Tab', page.getByRole('button', { name: 'Copy section' }));
    for (let i = 0; i < 20 && !(await basics.evaluate((b) => b === document.activeElement)); i += 1)
      await page.keyboard.press('Shift+Tab');
    await expect(basics).toBeFocused();
    const handle = page.getByRole('separator', { name: 'Width of sections and issues' });
    await press(page, 'Shift+Tab', handle);
    await press(page, 'Shift+Tab', page.getByRole('button', { name: 'Publish…' }));

    await press(page, 'Tab', handle);
    await press(page, 'Tab', basics);
    await press(page, 'ArrowDown', nav.getByRole('button', { name: 'Offer class' }));
    await press(page, 'ArrowDown', nav.getByRole('button', { name: 'Barcode' }));
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('button', { name: 'Barcode' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Barcode' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Editor' }).getByRole('textbox').first(),
    ).toBeFocused();
    // A click opens a section and leaves the focus where it was.
    await nav.getByRole('button', { name: 'Modules' }).click();
    await expect(nav.getByRole('button', { name: 'Modules' })).toBeFocused();
  });

  await test.step('the preview stops only where something can be done: its screen while it scrolls, Language once there are translations', async () => {
    const preview = page.getByRole('region', { name: 'Preview' });
    const language = preview.getByRole('combobox', { name: 'Language' });
    const stage = preview.getByRole('group', { name: 'Pass on screen' });
    await expect(language).toBeDisabled();
    await expect(language).toHaveValue('');
    await expect(stage).not.toHaveAttribute('tabindex');

    // At 200 % the frame is wider than the pane: the screen scrolls, and takes the focus.
    await preview.getByRole('radio', { name: '200 %' }).check();
    await expect(stage).toHaveAttribute('tabindex', '0');
    await preview.getByRole('radio', { name: 'Fit' }).check();
    await expect(stage).not.toHaveAttribute('tabindex');

    // A pass with translations (the sample offer object: en, fr) has languages to choose from.
    await newFromSample(page, 'Offer object');
    await expect(language).toBeEnabled();
    await expect(language.getByRole('option')).toHaveText(['Default values', 'en', 'fr']);
  });
});
