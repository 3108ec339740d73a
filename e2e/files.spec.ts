import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse, samples, validate } from '../src/io';
import { screen } from './editorSteps';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const fixtureText = (name: string) => readFileSync(fixture(name), 'utf8');

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(name) });
const activeTab = (page: Page) =>
  page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab', { selected: true });

async function openFiles(page: Page, ...names: string[]) {
  await page.getByLabel('JSON files to open').setInputFiles(names.map(fixture));
}

/** Dispatches a real DataTransfer carrying `files` on the window: dragenter, dragover, drop. */
async function dropFiles(page: Page, files: { name: string; text: string }[]) {
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      transfer.items.add(new File([item.text], item.name, { type: 'application/json' }));
    }
    return transfer;
  }, files);
  await page.dispatchEvent('body', 'dragenter', { dataTransfer });
  await page.dispatchEvent('body', 'dragover', { dataTransfer });
  await expect(page.getByText('Drop JSON files to open them')).toBeVisible();
  await page.dispatchEvent('body', 'drop', { dataTransfer });
  await expect(page.getByText('Drop JSON files to open them')).toBeHidden();
}

async function openApp(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Start a pass' })).toBeVisible();
}

// One load of the app for every way of opening a file, a step each, each opening its own tab
// (a file opened twice is named apart where a step finds it by its tab): the parse worker's step comes first, as it checks what
// the load alone starts.
test('opening files: the file chooser, several at once, a drop, a paste; reports, repair, export', async ({
  page,
  context,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(8 * 30_000);
  await openApp(page);

  await test.step('Open files goes through the file chooser too, and only then starts the parse worker', async () => {
    const isParser = (worker: { url: () => string }) => worker.url().includes('parseWorker');
    // Once the idle-time loading is over, no worker has been started for files that may never come.
    await page.waitForLoadState('networkidle');
    expect(page.workers().filter(isParser)).toEqual([]);
    const parser = page.waitForEvent('worker', isParser);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open files' }).click();
    await parser;
    // Named apart from the offer-object.json a later step opens, so that each finds its own tab.
    await (
      await chooser
    ).setFiles({
      name: 'chosen-offer.json',
      mimeType: 'application/json',
      buffer: Buffer.from(fixtureText('offer-object.json')),
    });
    await expect(tab(page, 'chosen-offer')).toBeVisible();
  });

  await test.step('Open files opens one of each kind, several at once', async () => {
    await openFiles(page, 'transit-class.json', 'offer-object.json');

    await expect(tab(page, 'transit-class')).toContainText('Transit class');
    await expect(tab(page, 'offer-object')).toContainText('Offer object');
    await expect(tab(page, 'transit-class')).toContainText(/Ready|Valid/);

    // Four files with problems at once: each report, and each tab opened anyway, keeps its own file.
    const offerClass = samples.offerClass as { id: string; heroImage: object };
    const problems = [
      { name: 'sale-image', kind: 'Offer class', id: `${offerClass.id}-a`, extra: {} },
      { name: 'sale-places', kind: 'Offer class', id: `${offerClass.id}-b`, extra: { bogus: 1 } },
      { name: 'ferry-extra', kind: 'Transit class', id: '1.ferry-extra', extra: { bogus: 2 } },
      { name: 'voucher-extra', kind: 'Offer object', id: '1.voucher-extra', extra: { bogus: 3 } },
    ];
    const base: Record<string, object> = {
      'Offer class': { ...offerClass, heroImage: { ...offerClass.heroImage, bogusImageKey: 1 } },
      'Transit class': JSON.parse(fixtureText('transit-class.json')) as object,
      'Offer object': JSON.parse(fixtureText('offer-object.json')) as object,
    };
    await page.getByLabel('JSON files to open').setInputFiles(
      problems.map(({ name, kind, id, extra }) => ({
        name: `${name}.json`,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ ...base[kind], id, ...extra }, null, 2)),
      })),
    );
    const report = page.getByRole('dialog', { name: 'Import report' });
    for (let left = problems.length; left > 0; left -= 1) {
      const named = (await report.locator('strong').first().textContent()) ?? '';
      const problem = problems.find((p) => p.name === named);
      expect(problem, named).toBeDefined();
      await expect(report).toContainText(`${named} (${problem?.kind}): `);
      await report.getByRole('button', { name: 'Open anyway' }).click();
      await expect(tab(page, named)).toBeVisible();
    }
    for (const { name, kind, id } of problems) {
      await tab(page, name).click();
      await expect(tab(page, name)).toContainText(kind);
      const idField = kind === 'Offer object' ? 'Object ID' : 'Class ID';
      await expect(page.getByRole('main').getByRole('textbox', { name: idField })).toHaveValue(id);
    }
  });

  await test.step('files dropped on the window open, with a drop target while dragging', async () => {
    await dropFiles(page, [
      { name: 'dropped-transit.json', text: fixtureText('transit-class.json') },
      { name: 'dropped-offer.json', text: fixtureText('offer-object.json') },
    ]);
    await expect(tab(page, 'dropped-transit')).toContainText('Transit class');
    await expect(tab(page, 'dropped-offer')).toContainText('Offer object');
  });

  await test.step('pasted JSON opens from the Paste JSON dialog', async () => {
    await page.getByRole('button', { name: 'Paste JSON…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste JSON' });
    await dialog.getByLabel('JSON').fill(fixtureText('offer-object.json'));
    await dialog.getByRole('button', { name: 'Open' }).click();
    await expect(tab(page, 'Pasted JSON')).toContainText('Offer object');
  });

  await test.step('a file of undecidable kind asks which kind it is', async () => {
    await openFiles(page, 'undecidable.json');
    const report = page.getByRole('dialog', { name: 'Import report' });
    const kinds = report.getByRole('group', { name: 'What is this file?' });
    await expect(kinds).toBeVisible();
    await expect(report.getByRole('button', { name: 'Open anyway' })).toBeDisabled();
    await kinds.getByLabel('Offer object').check();
    // As an offer object it lacks its classId: the report says so before it opens.
    await expect(report).toContainText('classId');
    await kinds.getByLabel('Transit class').check();
    await report.getByRole('button', { name: 'Open anyway' }).click();
    await expect(tab(page, 'undecidable')).toContainText('Transit class');
  });

  await test.step('repair removes unknown properties, listing each, and opens the result', async () => {
    await openFiles(page, 'unknown-properties.json');
    const report = page.getByRole('dialog', { name: 'Import report' });
    const errors = report.getByRole('list', { name: 'Errors' });
    await expect(errors.getByRole('listitem')).toHaveCount(2);
    await expect(errors).toContainText('/internalNote');
    await expect(errors).toContainText('line 5');

    await report.getByRole('button', { name: 'Repair' }).click();
    const changes = report.getByRole('list', { name: 'Repair changes' });
    await expect(changes.getByRole('listitem')).toHaveCount(2);
    await expect(changes).toContainText('/internalNote');
    await expect(changes).toContainText('/transitOperatorName/defaultValue/colour');
    await expect(report).toContainText('After the repair the document is valid.');
    await report.getByRole('button', { name: 'Open repaired' }).click();

    await expect(tab(page, 'unknown-properties')).toContainText(/Ready|Valid/);
    await expect(page.getByRole('textbox', { name: 'Issuer name' })).toHaveValue('City Trams');
  });

  await test.step('export downloads compliant JSON the engine accepts, and copies it', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFiles(page, 'transit-class.json');
    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export preview' });
    const changes = dialog.getByRole('list', { name: 'Export changes' });
    await expect(changes).toContainText('Removed the deprecated field Version');
    await expect(changes).toContainText(
      'Transit type: wrote “Ferry” in Google’s current spelling, not its legacy one',
    );
    await screen(page, 'export-preview', true);

    const downloading = page.waitForEvent('download');
    await dialog
      .getByRole('button', { name: 'Download 1234567890123456789.harbour-ferry-day.json' })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('1234567890123456789.harbour-ferry-day.json');
    const text = readFileSync(await download.path(), 'utf8');
    const parsed = parse(text, 'transitClass');
    // Valid and compliant: no errors; Google's readiness warnings may remain (they never block).
    expect(parsed.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(validate(parsed.document, 'transitClass')).toEqual([]);
    expect(parsed.document).toMatchObject({ transitType: 'FERRY' });
    expect(parsed.document).not.toHaveProperty('version');

    await dialog.getByRole('button', { name: 'Copy JSON' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  });

  await test.step('the TOTP key is masked in the JSON view and the export preview, the data keeps it', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openFiles(page, 'offer-object.json');
    await page.getByRole('radio', { name: 'JSON', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Raw JSON' });
    await expect(editor).toContainText('"periodMillis": "30000"');
    await expect(editor).not.toContainText('c0ffee5ecret');
    await expect(editor).toContainText('•••••');
    await page.getByRole('checkbox', { name: 'Reveal secrets' }).check();
    await expect(editor).toContainText('c0ffee5ecret');
    await page.getByRole('checkbox', { name: 'Reveal secrets' }).uncheck();
    await expect(editor).not.toContainText('c0ffee5ecret');

    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export preview' });
    const compliant = dialog.getByRole('textbox', { name: 'Compliant JSON' });
    await expect(compliant).toContainText('"periodMillis": "30000"');
    await expect(compliant).not.toContainText('c0ffee5ecret');
    await dialog.getByRole('button', { name: 'Copy JSON' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('c0ffee5ecret');
  });
});

// One load for what starts on the empty workspace: the broken file that opens no tab, then
// Ctrl+V on the workspace, then a second paste that opens with errors.
test('on the empty workspace: a broken file, a paste by Ctrl+V, a pasted document with errors', async ({
  page,
  context,
}) => {
  test.setTimeout(3 * 30_000);
  await openApp(page);
  await screen(page, 'empty-workspace', true);

  await test.step('a broken file shows line, column and the lines around it', async () => {
    // Built here: a broken fixture file would trip the formatter's check of the repository.
    const broken = [
      '{',
      '  "id": "1234567890123456789.broken",',
      '  "issuerName": "Broken Transit"',
      '  "transitType": "BUS"',
      '}',
    ].join('\n');
    await page.getByLabel('JSON files to open').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(broken),
    });
    const report = page.getByRole('dialog', { name: 'Import report' });
    await expect(report).toContainText('broken is not valid JSON');
    await expect(report).toContainText('Line 4, column 3');
    const excerpt = report.getByLabel('Lines around line 4');
    await expect(excerpt).toContainText('"transitType": "BUS"');
    await expect(excerpt).toContainText('"issuerName": "Broken Transit"');
    await screen(page, 'import-report-broken', true);
    await report.getByRole('button', { name: 'Cancel' }).click();
    await expect(report).toBeHidden();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  await test.step('Ctrl+V on the workspace opens the clipboard JSON', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      fixtureText('transit-class.json'),
    );
    await page.getByRole('heading', { name: 'Start a pass' }).click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(tab(page, 'Pasted JSON')).toContainText('Transit class');
  });

  await test.step('an invalid document lists its issues as links to their fields, and saves as draft', async () => {
    await page.getByRole('button', { name: 'Paste JSON…' }).click();
    const paste = page.getByRole('dialog', { name: 'Paste JSON' });
    await paste
      .getByLabel('JSON')
      .fill('{ "id": "1234567890123456789.wip", "transitType": "BUS", "issuerName": 42 }');
    await paste.getByRole('button', { name: 'Open' }).click();
    const report = page.getByRole('dialog', { name: 'Import report' });
    await expect(report.getByRole('list', { name: 'Errors' })).toContainText('/issuerName');
    await report.getByRole('button', { name: 'Open anyway' }).click();
    // The second pasted document of this page: the tab just opened, the selected one.
    await expect(activeTab(page)).toContainText('Pasted JSON');
    await expect(activeTab(page)).toContainText('1 error');

    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export preview' });
    await expect(dialog.getByRole('button', { name: /Download/ })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Save as draft JSON' }).click();
    const draft = await downloading;
    expect(draft.suggestedFilename()).toBe('1234567890123456789.wip.draft.json');
    expect(JSON.parse(readFileSync(await draft.path(), 'utf8'))).toMatchObject({ issuerName: 42 });

    await dialog
      .getByRole('button', { name: /Issuer name/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Issuer name' })).toBeFocused();
  });
});
