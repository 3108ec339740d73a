import { expect, test, type Locator, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// A designer who works by keyboard alone makes an offer object from nothing to Export, and the
// keys are counted: every press of Tab, an arrow, Enter and every character typed.

class Keyboard {
  presses = 0;
  constructor(private readonly page: Page) {}

  /** Presses `key`, then checks the focus is somewhere: never dropped to <body>. */
  async press(key: string) {
    const from = await this.focused();
    await this.page.keyboard.press(key);
    this.presses += 1;
    // Where focus lands once the page has answered the key (a new document mounts its first
    // field a moment after Enter): it must land somewhere, never stay on <body>.
    await expect
      .poll(() => this.focused(), {
        message: `focus fell to <body> after ${key} from ${from} (press ${this.presses})`,
        timeout: 2000,
      })
      .not.toBe('body');
  }

  private focused() {
    return this.page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'body';
      return `${element.tagName.toLowerCase()}#${element.id} ${element.getAttribute('aria-label') ?? ''}`;
    });
  }

  steps: string[] = [];
  private last = 0;
  /** Notes how many presses the step just done took. */
  step(name: string) {
    this.steps.push(`${name}: ${this.presses - this.last}`);
    this.last = this.presses;
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
    this.presses += text.length;
  }

  /** Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
  async tabTo(target: Locator, { backwards = false, max = 40 } = {}) {
    for (let i = 0; i < max; i += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press(backwards ? 'Shift+Tab' : 'Tab');
    }
    await expect(target).toBeFocused();
  }
}

test('a new offer object, by keyboard alone, from nothing to Export within its key budget', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const keys = new Keyboard(page);
  const editor = page.getByRole('region', { name: 'Editor' });
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(page.getByRole('button', { name: 'Blank offer object' })).toBeVisible();

  // The skip link, then the welcome's choices.
  await keys.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the form' })).toBeFocused();
  await keys.press('Enter');
  await keys.tabTo(page.getByRole('button', { name: 'Blank offer object' }));
  await keys.press('Enter');

  keys.step('welcome');
  // The new object opens with the focus in its first field: the two ids Google requires.
  const objectId = editor.getByRole('textbox', { name: 'Object ID' });
  await expect(objectId).toBeFocused();
  await keys.type('3388000000012345678.o1');
  const classId = editor.getByRole('textbox', { name: 'Class ID' });
  await keys.tabTo(classId);
  // The empty Class ID offers the Object ID's issuer: → takes it, the caret after the dot.
  await expect(classId).toHaveAccessibleDescription(/Use 3388000000012345678\. from the Object ID/);
  await keys.press('ArrowRight');
  await expect(classId).toHaveValue('3388000000012345678.');
  await keys.type('c1');
  await expect(classId).toHaveValue('3388000000012345678.c1');

  keys.step('ids');
  // State: the one warning left in the issue list takes the focus to its field.
  const stateIssue = page
    .getByRole('region', { name: 'Issues' })
    .getByRole('button', { name: /State/ });
  await expect(stateIssue).toHaveCount(1);
  await keys.tabTo(stateIssue, { backwards: true });
  await keys.press('Enter');
  const state = editor.getByRole('combobox', { name: 'State' });
  await expect(state).toBeFocused();
  await keys.type('A');
  await expect(state.locator('option:checked')).toHaveText('Active');
  await expect(page.getByRole('main').getByText('Ready', { exact: true }).first()).toBeVisible();

  keys.step('state');
  // A barcode: the sections are one Tab stop, moved through with the arrows.
  const section = async (name: string) => {
    const current = nav.locator('[aria-current="true"]');
    await keys.tabTo(current, { backwards: true });
    const target = nav.getByRole('button', { name, exact: true });
    const titles = await nav.getByRole('button').allInnerTexts();
    const from = titles.indexOf((await current.innerText()).trim());
    const to = titles.indexOf(name);
    for (let i = 0; i < Math.abs(to - from); i += 1)
      await keys.press(to > from ? 'ArrowDown' : 'ArrowUp');
    await keys.press('Enter');
    await expect(target).toHaveAttribute('aria-current', 'true');
  };
  await section('Barcode');
  await keys.tabTo(editor.getByRole('button', { name: 'Add barcode', exact: true }));
  await keys.press('Enter');
  const barcodeType = editor.getByRole('combobox', { name: 'Type' });
  await keys.tabTo(barcodeType);
  await keys.type('Q');
  await expect(barcodeType.locator('option:checked')).toHaveText(/QR/);
  await keys.tabTo(editor.getByRole('textbox', { name: 'Value', exact: true }));
  await keys.type('O1-2024');

  keys.step('barcode');
  // A text module: the new row opens with the focus in its first field.
  await section('Modules');
  await keys.tabTo(editor.getByRole('button', { name: 'Add text module' }));
  await keys.press('Enter');
  const header = editor.getByRole('textbox', { name: 'Header', exact: true });
  await expect(header).toBeFocused();
  await keys.type('Hours');
  await keys.tabTo(editor.getByRole('textbox', { name: 'Body', exact: true }));
  await keys.type('9 to 5');

  keys.step('text module');
  // On the card: its barcode says what it shows, and Enter there goes back to the field.
  const card = page.getByRole('region', { name: 'Preview' }).getByRole('article', { name: 'Card' });
  const barcode = card.getByRole('button', { name: /^Barcode: QR code, O1-2024 — edit$/ });
  await keys.tabTo(barcode, { max: 60 });
  await keys.press('Enter');
  await expect(editor.getByRole('textbox', { name: 'Value', exact: true })).toBeFocused();

  keys.step('card');
  // Export.
  await keys.tabTo(page.getByRole('button', { name: 'Export…' }), { backwards: true, max: 60 });
  await keys.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Export preview' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await screen(page, 'export');

  keys.step('export');
  testInfo.annotations.push({
    type: 'keys',
    description: `${keys.presses} (${keys.steps.join(', ')})`,
  });
  // Issue 21 asks for half of ~250. It took 132 keys, then 156 once rows, lists and sections had
  // Copy and Paste; 125 since a row's, a list's and a section's tools are one Tab stop each,
  // Enter on a section goes into it, the preview's Moment sits under the card and no stop on
  // the way does nothing; 104 since the empty Class ID offers the Object ID's issuer (→ takes
  // it). Of the 104, 44 are characters typed (24 of them the two ids).
  expect(keys.presses).toBeLessThanOrEqual(109);
});
