import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from '../src/io';
import { newFromSample, screen } from './editorSteps';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const fixtureJson = (name: string) =>
  JSON.parse(readFileSync(fixture(name), 'utf8')) as Record<string, unknown>;

const docTabs = (page: Page) =>
  page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab');
const tab = (page: Page, name: string) => docTabs(page).filter({ hasText: new RegExp(name) });
const issuerName = (page: Page) => page.getByRole('textbox', { name: 'Issuer name' });
const saveStatus = (page: Page) =>
  page.getByRole('toolbar', { name: 'Document' }).getByRole('status');

/** Replaces the whole text of the raw JSON view, as a paste over a selection would. */
async function editJson(page: Page, document: unknown) {
  await page.getByRole('radio', { name: 'JSON', exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Raw JSON' });
  await editor.fill(JSON.stringify(document, null, 2));
  await expect(
    page
      .getByRole('region', { name: 'Editor' })
      .getByText(/^(Ready|(Valid|\d+ errors?)( · \d+ (Google |other )?warnings?)*)$/)
      .first(),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Form', exact: true }).click();
}

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Start a pass' })).toBeVisible();
}

// One load for both histories: the drafts reloaded (and their history undone), then a sample made
// with New… whose own history goes back and forth.
test('drafts come back after a reload with their history; undo and redo across the form and the raw JSON', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(2 * 30_000);
  await openApp(page);
  await test.step('edit, reload the page, and find everything back', async () => {
    await page
      .getByLabel('JSON files to open')
      .setInputFiles([fixture('transit-class.json'), fixture('offer-object.json')]);
    await tab(page, 'transit-class').click();
    await issuerName(page).fill('Ferries After Reload');
    // Invalid work in progress: a number where the spec wants a string.
    const edited = { ...fixtureJson('transit-class.json'), issuerName: 'Ferries After Reload' };
    await editJson(page, { ...edited, countryCode: 42 });
    await expect(tab(page, 'transit-class')).toContainText('1 error');
    await expect(saveStatus(page)).toHaveText(/^Saved/);

    await page.reload();

    await expect(docTabs(page)).toHaveCount(2);
    await expect(tab(page, 'transit-class')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'transit-class')).toContainText('1 error');
    await expect(issuerName(page)).toHaveValue('Ferries After Reload');
    await expect(page.getByRole('region', { name: 'Issues' })).toContainText('Country code');
    await page.getByRole('radio', { name: 'JSON', exact: true }).click();
    await expect(
      page
        .getByRole('region', { name: 'Editor' })
        .getByText(/^1 error( · \d+ Google warnings?)?$/)
        .first(),
    ).toBeVisible();
    await screen(page, 'raw-json-error', true);
    await page.getByRole('radio', { name: 'Form', exact: true }).click();

    // The history came back with the draft.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('region', { name: 'Issues' })).not.toContainText('Country code');
    await expect(issuerName(page)).toHaveValue('Ferries After Reload');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(issuerName(page)).toHaveValue('Harbour Ferries');
  });

  await test.step('undo and redo across the form and the raw JSON, by button and by keyboard', async () => {
    await newFromSample(page, 'Transit class');
    // The translations sit behind the issuer name's Languages button.
    const languages = page.getByRole('button', { name: /^Languages .*of Issuer name$/ });
    await languages.click();
    const translations = page
      .getByRole('group', { name: 'Localized issuer name' })
      .getByRole('textbox', { name: /^Translation \d+: text$/ });
    await expect(translations).toHaveCount(1);
    const original = await issuerName(page).inputValue();

    await issuerName(page).fill('Form edit');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    const sample = parse(
      readFileSync(new URL('../public/samples/transit-class.json', import.meta.url), 'utf8'),
      'transitClass',
    ).document as Record<string, unknown>;
    await editJson(page, {
      ...sample,
      issuerName: 'JSON edit',
      // The field shows what Google shows: the localized default.
      localizedIssuerName: { defaultValue: { language: 'en', value: 'JSON edit' } },
    });
    await expect(issuerName(page)).toHaveValue('JSON edit');
    await expect(translations).toHaveCount(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(issuerName(page)).toHaveValue('Form edit');
    if ((await languages.getAttribute('aria-expanded')) === 'false') await languages.click();
    await expect(translations).toHaveCount(1);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(issuerName(page)).toHaveValue(original);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(issuerName(page)).toHaveValue('Form edit');

    await page.keyboard.press('ControlOrMeta+Shift+Z');
    await expect(issuerName(page)).toHaveValue('JSON edit');
    await expect(translations).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(issuerName(page)).toHaveValue('Form edit');
    if ((await languages.getAttribute('aria-expanded')) === 'false') await languages.click();
    await expect(translations).toHaveCount(1);
    // Ctrl+Z inside a field undoes the document edit, not just the field's text.
    await issuerName(page).focus();
    await page.keyboard.press('ControlOrMeta+Z');
    await expect(issuerName(page)).toHaveValue(original);
  });
});

test('rename, duplicate, delete with undo, and new from sample', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'New…' }).click();
  const create = page.getByRole('dialog', { name: 'New document' });
  await create.getByRole('radio', { name: 'Offer object' }).check();
  await create.getByRole('radio', { name: /^Sample/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(tab(page, 'Sample offer object')).toContainText('Offer object');
  await expect(tab(page, 'Sample offer object')).toContainText(/Ready|Valid/);

  await page.getByRole('button', { name: 'Rename…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename document' });
  await rename.getByLabel('Name').fill('Spring coffee');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(tab(page, 'Spring coffee')).toBeVisible();
  await expect(docTabs(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(tab(page, 'Spring coffee copy')).toHaveAttribute('aria-selected', 'true');
  await expect(docTabs(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(docTabs(page)).toHaveCount(1);
  await expect(page.getByText('Deleted “Spring coffee copy”.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo delete' }).click();
  await expect(tab(page, 'Spring coffee copy')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(docTabs(page)).toHaveCount(1);
  await page.reload();
  await expect(docTabs(page)).toHaveCount(1);
  await expect(tab(page, 'Spring coffee')).toHaveAttribute('aria-selected', 'true');
});

// The database refused from the first load: the page loads once, with it refused.
test('without IndexedDB the page says so plainly, and the document still exports', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await page.goto('/');
  const banner = page.getByRole('alert');
  await expect(banner).toHaveText(
    '▲ Your browser does not let this page store drafts (private browsing or storage turned ' +
      'off). Your documents stay open in this tab; export them to keep a copy.',
  );

  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await expect(saveStatus(page)).toHaveText('Not saved: storage is unavailable');
  await issuerName(page).fill('Kept in this tab');
  await expect(saveStatus(page)).toHaveText('Not saved: storage is unavailable');
  await screen(page, 'storage-failure', true);

  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export preview' });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Download / }).click();
  const text = readFileSync(await (await downloading).path(), 'utf8');
  expect(parse(text, 'transitClass').document).toMatchObject({ issuerName: 'Kept in this tab' });
});
