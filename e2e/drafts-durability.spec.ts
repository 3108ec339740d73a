import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { saveStatus, screen } from './editorSteps';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

const issuerName = (page: Page) => page.getByRole('textbox', { name: 'Issuer name' });
const activeTab = (page: Page) =>
  page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab', { selected: true });
/** Types at the end of a field, as a person who clicked into it would. */
async function typeAtEnd(page: Page, text: string, delay = 0) {
  await issuerName(page).press('End');
  await issuerName(page).pressSequentially(text, { delay });
}
const rawJson = (page: Page) => page.getByRole('textbox', { name: 'Raw JSON' });

/**
 * The JSON view's text replaced the way a person does it: Ctrl+A (CodeMirror's own select-all),
 * then the new text. `fill` selects through the DOM, which CodeMirror may not have read yet when
 * the text arrives: the new text then landed before the old (a CI run, once).
 */
async function replaceRawJson(page: Page, text: string) {
  await rawJson(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

async function openTransitClass(page: Page) {
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles([fixture('transit-class.json')]);
  await expect(issuerName(page)).toHaveValue('Harbour Ferries');
  await expect(issuerName(page)).toBeEditable();
}

/** Fills this origin's localStorage to the last character, as months of other pages might. */
const fillLocalStorage = (page: Page) =>
  page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler.${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
    try {
      localStorage.setItem('probe', '.');
      return false;
    } catch {
      return true;
    }
  });

// One load: the reloads of each case in turn, with room to store first, then with localStorage
// full (it stays full: that case comes last).
test('typing, then a reload, loses nothing: 0, 50 or 150 ms after the last key, and with localStorage full', async ({
  page,
}) => {
  // Each part was a test of its own, with its own budget.
  test.setTimeout(2 * 30_000);
  await openTransitClass(page);
  let expected = 'Harbour Ferries';
  await test.step('typing, then a reload 0, 50 or 150 ms after the last key, loses nothing', async () => {
    for (const [wait, typed] of [
      [0, ' & Sons'],
      [50, ' Ltd'],
      [150, ' Co'],
    ] as const) {
      await test.step(`a reload ${wait} ms after the last key`, async () => {
        await typeAtEnd(page, typed);
        expected += typed;
        // The delay is the case itself: how far autosave got when the page goes.
        if (wait > 0) await page.waitForTimeout(wait);
        await page.reload();
        await expect(issuerName(page)).toHaveValue(expected);
        await expect(issuerName(page)).toBeEditable();
      });
    }
  });

  await test.step('with localStorage full, typing then a reload 0 and 80 ms later loses nothing', async () => {
    expect(await fillLocalStorage(page)).toBe(true);
    for (const [wait, typed] of [
      [80, ' & Sons'],
      [0, ' Ltd'],
    ] as const) {
      await typeAtEnd(page, typed);
      expected += typed;
      // The journal's file holds it: nothing to warn about.
      await expect(saveStatus(page)).not.toHaveText(/^Not saved/);
      if (wait > 0) await page.waitForTimeout(wait);
      await page.reload();
      await expect(issuerName(page)).toHaveValue(expected);
      await expect(issuerName(page)).toBeEditable();
    }
  });
});

test('when no place will store an edit, the status says so at once and never says "Saved"', async ({
  page,
}) => {
  // No file system for the journal, a full localStorage, and IndexedDB refusing every write.
  await page.addInitScript(() => {
    Reflect.deleteProperty(StorageManager.prototype, 'getDirectory');
  });
  await openTransitClass(page);
  await expect(saveStatus(page)).toHaveText(/^Saved/);
  expect(await fillLocalStorage(page)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { refusedPuts: number }).refusedPuts = 0;
    Object.defineProperty(IDBObjectStore.prototype, 'put', {
      configurable: true,
      value: () => {
        (window as unknown as { refusedPuts: number }).refusedPuts += 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    });
  });
  await typeAtEnd(page, '!');
  await expect(saveStatus(page)).toHaveText('Not saved: storage is full');
  await expect(saveStatus(page)).toHaveAttribute('title', /export them to keep a copy/);
  // It never turns to "Saved" while nothing is stored: not once autosave has tried to write and
  // the page has gone idle, with nothing left to do about the refusal.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { refusedPuts: number }).refusedPuts))
    .toBeGreaterThan(0);
  await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
  await expect(saveStatus(page)).toHaveText('Not saved: storage is full');
  await screen(page, 'status-storage-full');
});

// One load, one document typed on in turn: the status of one key, five seconds of keys, then a
// second window (the first closes, so it comes last).
test('the save status, five seconds of typing, and a second window on the document', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * 30_000);
  await openTransitClass(page);
  await test.step('the status says "Saving\u2026" until the write is committed, then "Saved"', async () => {
    await typeAtEnd(page, '!');
    await expect(saveStatus(page)).toHaveText('Saving…');
    await screen(page, 'status-saving');
    await expect(saveStatus(page)).toHaveText(/^Saved/);
    await screen(page, 'status-saved');
  });

  await test.step('five seconds of continuous typing, then a reload, loses nothing', async () => {
    const typed = ' — a long name typed without a pause for five seconds';
    const started = Date.now();
    await typeAtEnd(page, typed, 5000 / typed.length);
    expect(Date.now() - started).toBeGreaterThan(4500);
    // Autosave has a maximum wait: the status said "Saved" during the typing, not only after.
    await page.reload();
    await expect(issuerName(page)).toHaveValue(`Harbour Ferries!${typed}`);
  });

  await test.step('two windows on one document: one edits, the other is read-only and follows', async () => {
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByText(/Read-only here/)).toBeVisible();
    await expect(issuerName(other)).not.toBeEditable();
    await screen(other, 'read-only-tab');

    await issuerName(page).fill('Edited in the first window');
    await expect(issuerName(other)).toHaveValue('Edited in the first window');

    // The first window closes: the second takes over and can edit, with nothing lost.
    await typeAtEnd(page, ' and its last words');
    await page.close();
    await expect(issuerName(other)).toBeEditable();
    await expect(issuerName(other)).toHaveValue('Edited in the first window and its last words');
    await expect(other.getByText(/Read-only here/)).toHaveCount(0);
    await typeAtEnd(other, '!');
    await other.reload();
    await expect(issuerName(other)).toHaveValue('Edited in the first window and its last words!');
  });
});
test('closing the window and the browser right after typing, then opening it again, loses nothing', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const profile = mkdtempSync(join(tmpdir(), 'pass-studio-profile-'));
  const launch = () =>
    playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
  try {
    const first = await launch();
    const page = first.pages()[0] ?? (await first.newPage());
    await openTransitClass(page);
    await typeAtEnd(page, ' closed mid-sentence');
    // The window closes at once, then the browser. (Chromium hands localStorage to its storage
    // process asynchronously: a browser killed within that moment could still lose a keystroke.)
    await page.close();
    await first.close();

    const second = await launch();
    const again = second.pages()[0] ?? (await second.newPage());
    await again.goto('/');
    await expect(issuerName(again)).toHaveValue('Harbour Ferries closed mid-sentence');
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

// One load for the JSON view, a step each: the issue on a valid document first, then the text
// that does not parse (fixed at its end), then broken text reloaded at once; the TOTP key on an
// offer opened in a new tab.
test('the JSON view: an issue on its line, text that does not parse kept across reloads, the TOTP key masked', async ({
  page,
}) => {
  test.setTimeout(4 * 30_000);
  await openTransitClass(page);
  await test.step('in the JSON view an issue puts the cursor on its line, in designer words', async () => {
    await page.getByRole('radio', { name: 'JSON', exact: true }).click();
    const text = await rawJson(page).innerText();
    await replaceRawJson(
      page,
      text.replace('"version": "3"', '"version": "3",\n  "countryCode": 42'),
    );
    const issue = page
      .getByRole('region', { name: 'Issues' })
      .getByRole('button', { name: /Country code/ });
    await issue.click();
    await expect(page.getByRole('radio', { name: 'JSON', exact: true })).toBeChecked();
    await expect(rawJson(page)).toBeFocused();
    await page.keyboard.press('Shift+End');
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('"countryCode": 42,');
    // The tooltip of the marked line names the field, not a validator's code.
    await page.getByText('42', { exact: true }).hover();
    const tooltip = page
      .getByRole('tooltip')
      .or(page.getByText(/^Country code: /))
      .first();
    await expect(tooltip).toContainText('Country code');
    await expect(tooltip).not.toContainText(/invalid_|\/countryCode/);
  });

  await test.step('JSON that does not parse is kept as typed, labelled, and survives a reload', async () => {
    await page.getByRole('radio', { name: 'JSON', exact: true }).click();
    const broken = '{\n"id": "1.broken",\n"issuerName": "Half typed"\n"transitType": "BUS"\n}';
    await replaceRawJson(page, broken);
    const label = 'JSON syntax error at 4:1';
    await expect(page.getByText(`${label}: Expected a comma or closing brace`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Issues' })).toContainText(label);
    await expect(page.getByRole('region', { name: 'Issues' })).not.toContainText('valid');
    await expect(activeTab(page)).toContainText(label);
    await screen(page, 'json-syntax-error');

    // The form waits for the text to parse; the text stays.
    await page.getByRole('radio', { name: 'Form', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Form locked' })).toContainText(label);
    await screen(page, 'form-locked');
    await page.getByRole('button', { name: 'Fix it in the JSON view' }).click();
    await expect(rawJson(page)).toBeFocused();

    await page.reload();
    await expect(activeTab(page)).toContainText(label);
    await expect(page.getByRole('region', { name: 'Issues' })).toContainText(label);
    expect(await rawJson(page).innerText()).toBe(broken);

    // Fixed, it becomes the document, and the form opens again.
    await replaceRawJson(page, broken.replace('"Half typed"\n', '"Half typed",\n'));
    await expect(
      page
        .getByRole('region', { name: 'Editor' })
        .getByText(/^(Ready|(Valid|\d+ errors?)( · \d+ (Google |other )?warnings?)*)$/)
        .first(),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Form', exact: true }).click();
    await expect(issuerName(page)).toHaveValue('Half typed');
    await expect(activeTab(page)).not.toContainText('JSON syntax error');
  });

  await test.step('broken JSON typed in the JSON view and reloaded at once is back as typed', async () => {
    await page.getByRole('radio', { name: 'JSON', exact: true }).click();
    await rawJson(page).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type(',\n"issuerName": "unfinished');
    const typed = await rawJson(page).innerText();
    await page.reload();
    await expect(rawJson(page)).toBeVisible();
    expect(await rawJson(page).innerText()).toBe(typed);
    await expect(activeTab(page)).toContainText('JSON syntax error at');
  });

  await test.step('the TOTP key never appears in the page markup', async () => {
    const key = 'c0ffee5ecret';
    // A new tab of the page the steps before used.
    await page.getByLabel('JSON files to open').setInputFiles([fixture('offer-object.json')]);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /^Barcode/ })
      .click();
    await page.getByRole('button', { name: /^TOTP parameter 1/ }).click();
    const input = page.getByLabel('Key', { exact: true });
    await expect(input).toHaveValue(key);
    const markup = () => page.evaluate(() => document.documentElement.outerHTML);
    expect(await markup()).not.toContain(key);
    await page.getByRole('button', { name: /^Show Key/ }).click();
    await expect(input).toHaveAttribute('type', 'text');
    await input.fill(`${key}2`);
    await page.getByRole('button', { name: /^Hide Key/ }).click();
    expect(await markup()).not.toContain(key);
    await page.getByRole('radio', { name: 'JSON', exact: true }).click();
    await expect(rawJson(page)).toContainText('•••••');
    expect(await markup()).not.toContain(key);
    await rawJson(page).click();
    await page.keyboard.press('Control+End');
    expect(await markup()).not.toContain(key);
  });
});
