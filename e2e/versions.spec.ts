import { expect, test, type Page } from '@playwright/test';
import { axeFindings } from './axe';
import { screen, toolbarCommand } from './editorSteps';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;
const issuerName = (page: Page) => page.getByRole('textbox', { name: 'Issuer name' });
const saved = (page: Page) =>
  expect(page.getByRole('toolbar', { name: 'Document' }).getByRole('status')).toHaveText(/^Saved/);

/** Opens the toolbar's Changes… (in its More menu on a narrow screen). */
async function openChanges(page: Page) {
  await toolbarCommand(page, 'Changes…');
  return page.getByRole('dialog', { name: 'Changes' });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`versions at ${width}: import, export, compare, copy the PATCH body, restore and undo`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByLabel('JSON files to open').setInputFiles(fixture('transit-class.json'));
    const original = await issuerName(page).inputValue();
    await issuerName(page).fill('Ferries');
    await saved(page);
    await page.getByRole('button', { name: 'Export…' }).click();
    const exporting = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: 'Export preview' })
      .getByRole('button', { name: /^Download/ })
      .click();
    await exporting;
    await page.keyboard.press('Escape');
    await issuerName(page).fill('Boats');
    await saved(page);

    let dialog = await openChanges(page);
    const versions = dialog.getByRole('group', { name: 'Versions' });
    await expect(versions.getByRole('radio')).toHaveCount(2);
    const exported = versions.getByRole('radio', { name: /Exported/ });
    await expect(exported).toBeChecked();
    await expect(exported).toHaveAccessibleName(/Changed Issuer name/);
    await expect(versions.getByRole('radio', { name: /Imported/ })).toHaveAccessibleName(
      /Imported from transit-class/,
    );
    const changed = dialog.getByRole('region', { name: 'Changed fields' });
    await expect(changed).toContainText('1 field changed since the version of Today');
    await expect(changed.getByRole('deletion')).toHaveText('Before: Ferries');
    await expect(changed.getByRole('insertion')).toHaveText('After: Boats');
    await screen(page, `versions-changes-${width}`);
    expect(await axeFindings(page, 'changes', { include: 'dialog' })).toEqual([]);

    await dialog.getByRole('button', { name: 'Copy PATCH body' }).click();
    await expect(dialog.getByRole('status')).toHaveText('PATCH body copied.');
    const body = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      issuerName?: string;
    };
    expect(body.issuerName).toBe('Boats');

    await versions.getByRole('radio', { name: /Imported/ }).check();
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(dialog.getByRole('status')).toContainText('Restored the version of Today');
    await expect(changed).toContainText('No changes since the version of Today');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(issuerName(page)).toHaveValue(original);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(issuerName(page)).toHaveValue('Boats');
    await saved(page);

    // IndexedDB keeps them: the restore and the edits before it are versions too.
    await page.reload();
    dialog = await openChanges(page);
    await expect(
      dialog.getByRole('radio', { name: /Restored \(Today .*\) Changed Issuer name/ }),
    ).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Edits.*Changed Issuer name/ })).toHaveCount(1);
  });
}

test('five minutes of editing make one version, named by what changed', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await page.goto('/');
  await page.getByLabel('JSON files to open').setInputFiles(fixture('offer-object.json'));
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: /^Barcode/ })
    .click();
  await page.getByRole('textbox', { name: 'Smart Tap value' }).fill('TAP-1');
  await page.clock.runFor(2_000);
  await saved(page);
  await page.clock.runFor(4 * 60_000);
  let dialog = await openChanges(page);
  await expect(dialog.getByRole('group', { name: 'Versions' }).getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.clock.runFor(60_000);
  dialog = await openChanges(page);
  await expect(dialog.getByRole('radio', { name: /Edits Added Smart Tap value/ })).toBeChecked();
});
