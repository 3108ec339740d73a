import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// One verdict (docs/decisions.md, "One verdict"): the tab, the toolbar, the issue list and the
// embed's validate() say the same, image checks included.

const sample = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../public/samples/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

/** A logo on a host the test answers with 404: Google could not fetch it either. */
const MISSING_LOGO = 'https://images.pass-studio.test/missing-logo.png';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Document', exact: true });
// The list's summary line; the form's one live region says the verdict, not this line.
const issueSummary = (page: Page) =>
  page.getByRole('region', { name: 'Issues' }).getByRole('paragraph').first();

/** The verdict each surface of the app says for the tab whose name matches `name`. */
async function verdicts(page: Page, name: RegExp) {
  const tab = page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab', { name });
  const summary = (await issueSummary(page).textContent()) ?? '';
  return {
    tab: (await tab.textContent()) ?? '',
    toolbar: (await toolbar(page).textContent()) ?? '',
    issues: summary,
  };
}

/** Expects the three surfaces to carry `verdict` (the issue list words "Ready" in a sentence). */
async function expectOneVerdict(page: Page, name: RegExp, verdict: string) {
  await expect(issueSummary(page)).not.toHaveText('Checking…');
  await expect(toolbar(page)).toContainText(verdict);
  await expect
    .poll(async () => {
      const said = await verdicts(page, name);
      return [
        said.tab.includes(verdict),
        said.toolbar.includes(verdict),
        said.issues.startsWith(verdict),
      ];
    })
    .toEqual([true, true, true]);
}

test('the tab, the toolbar and the issue list agree on each sample, and after an image fails to load', async ({
  page,
}) => {
  await page.route('https://images.pass-studio.test/**', (route) => route.fulfill({ status: 404 }));
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await expectOneVerdict(page, /Sample transit class/, 'Ready');
  for (const [kind, tab] of [
    ['Offer class', /Sample offer class/],
    ['Offer object', /Sample offer object/],
  ] as const) {
    await page.getByRole('button', { name: 'New…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document' });
    await dialog.getByRole('radio', { name: kind, exact: true }).check();
    await dialog.getByRole('radio', { name: /^Sample/ }).check();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expectOneVerdict(page, tab, 'Ready');
    if (kind !== 'Offer class') continue;
    // Emptying a translated text keeps its French: every surface says the default is missing.
    await page.getByRole('textbox', { name: 'Short title' }).fill('');
    await expectOneVerdict(page, tab, 'Valid · 1 Google warning');
    await expect(page.getByRole('region', { name: 'Issues' })).toContainText(
      /Short title.*default text is missing/,
    );
    await page.getByRole('textbox', { name: 'Short title' }).fill('20% off');
    await expectOneVerdict(page, tab, 'Ready');
  }

  // The transit sample with a logo that answers 404: a Google warning, said once by every surface.
  const broken = { ...sample('transit-class'), logo: { sourceUri: { uri: MISSING_LOGO } } };
  await page.getByLabel('JSON files to open').setInputFiles({
    name: 'broken-logo.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken, null, 2)),
  });
  await expectOneVerdict(page, /broken-logo/, 'Valid · 1 Google warning');
  await expect(
    page.getByRole('region', { name: 'Issues' }).getByRole('button', { name: /did not load/ }),
  ).toBeVisible();
});

test('the embed’s validate() says what its toolbar and issue list say, image checks included', async ({
  page,
}) => {
  await page.route('https://images.pass-studio.test/**', (route) => route.fulfill({ status: 404 }));
  await page.goto('/examples/element-host.html');
  const editor = page.locator('pass-editor');
  await expect(editor).toBeVisible();
  const broken = { ...sample('transit-class'), logo: { sourceUri: { uri: MISSING_LOGO } } };
  // A new element of the transit kind, holding the broken transit class from the start.
  await page.evaluate((value) => {
    const old = document.querySelector('pass-editor');
    const element = document.createElement('pass-editor') as HTMLElement & { value: unknown };
    element.setAttribute('kind', 'transitClass');
    element.value = value;
    old?.replaceWith(element);
  }, broken);
  const embedToolbar = editor.getByRole('toolbar', { name: 'Document' });
  await expect(embedToolbar).toContainText('Valid · 1 Google warning');
  await expect(
    editor.getByRole('region', { name: 'Issues' }).getByRole('paragraph').first(),
  ).toHaveText('Valid · 1 Google warning');
  const checked = await page.evaluate(() => {
    const element = document.querySelector('pass-editor') as HTMLElement & {
      validate(): Promise<{ valid: boolean; issues: { severity: string; rule?: string }[] }> | null;
    };
    return element.validate();
  });
  expect(checked?.valid).toBe(true);
  expect(checked?.issues.map((issue) => [issue.severity, issue.rule])).toEqual([
    ['warning', 'google.image.load'],
  ]);
});
