import { expect, test } from '@playwright/test';
import { axeFindings } from './axe';
import { screen, toolbarCommand } from './editorSteps';

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).pathname;

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`compare two open documents at ${width}: differences in labels, both previews`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page
      .getByLabel('JSON files to open')
      .setInputFiles([fixture('transit-class.json'), fixture('offer-object.json')]);
    await page.getByRole('tab', { name: /transit-class/ }).click();
    const menu = page.getByRole('button', { name: 'Menu' });
    const inMenu = async (name: string) => {
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name }).click();
    };
    await inMenu('Duplicate');
    await page.getByRole('textbox', { name: 'Issuer name' }).fill('Island Boats');
    await expect(page.getByRole('toolbar', { name: 'Document' }).getByRole('status')).toHaveText(
      /^Saved/,
    );

    await toolbarCommand(page, 'Compare…');
    const dialog = page.getByRole('dialog', { name: 'Compare documents' });
    await expect(dialog.getByRole('combobox', { name: 'First document' })).toHaveValue(/.+/);
    const second = dialog.getByRole('combobox', { name: 'Second document' });
    // Only documents of the first one's kind: the offer object is not offered.
    await expect(second.getByRole('option')).toHaveCount(1);
    await expect(second.getByRole('option')).toHaveText('transit-class');
    const changes = dialog.getByRole('region', { name: 'Changed fields' });
    await expect(changes).toContainText('1 field differs');
    // Each difference once, by its label, its values in words (no JSON quotes).
    const item = changes.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Changed Issuer name');
    await expect(item.getByRole('deletion')).toHaveText(/Island Boats$/);
    await expect(item.getByRole('insertion')).toHaveText(/Harbour Ferries$/);
    const previews = dialog.getByRole('region', { name: /transit-class/ });
    await expect(previews).toHaveCount(2);
    await expect(previews.first().getByText('Island Boats').first()).toBeVisible();
    await screen(page, `compare-${width}`, true);
    expect(await axeFindings(page, 'compare', { include: 'dialog' })).toEqual([]);

    await dialog
      .getByRole('combobox', { name: 'First document' })
      .selectOption({ label: 'offer-object (offer object)' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Open another offer object to compare “offer-object” with it.',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The tab's own menu, by keyboard: Shift+F10 on the tab, the arrows, Enter.
    const tab = page.getByRole('tab', { name: /transit-class copy/ });
    await tab.focus();
    await page.keyboard.press('Shift+F10');
    const tabMenu = page.getByRole('menu', { name: 'transit-class copy actions' });
    await expect(
      tabMenu.getByRole('menuitem', { name: 'Compare with “transit-class”' }),
    ).toBeFocused();
    await screen(page, `compare-tab-menu-${width}`);
    expect(await axeFindings(page, 'tab menu', { include: '[role="menu"]' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screen(page, `compare-tab-menu-${width}-dark`);
    expect(await axeFindings(page, 'tab menu, dark', { include: '[role="menu"]' })).toEqual([]);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.keyboard.press('End');
    await expect(tabMenu.getByRole('menuitem', { name: 'Close tab' })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(tabMenu).toBeHidden();
    await expect(dialog.getByRole('combobox', { name: 'First document' })).toHaveValue(/.+/);
    await expect(
      dialog.getByRole('combobox', { name: 'First document' }).locator('option:checked'),
    ).toHaveText('transit-class copy (transit class)');
    await expect(dialog.getByRole('region', { name: 'Changed fields' })).toContainText(
      '1 field differs',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tab).toBeFocused();

    // A right click on a document with no twin of its kind says what is missing.
    await page.getByRole('tab', { name: /offer-object/ }).click({ button: 'right' });
    const offerMenu = page.getByRole('menu', { name: 'offer-object actions' });
    await expect(
      offerMenu.getByRole('menuitem', { name: 'Compare: open another offer object first' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(offerMenu).toBeHidden();
  });
}
