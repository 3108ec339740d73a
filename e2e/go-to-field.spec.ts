import { expect, test } from '@playwright/test';
import { axeFindings } from './axe';
import { focusedField, newFromSample, screen } from './editorSteps';

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`go to field at ${width}, by keyboard only${width > 1000 ? '; and from the toolbar' : ''}`, async ({
    page,
  }) => {
    // The wide case does two documents' work.
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByRole('button', { name: 'Transit class from sample' }).click();
    await expect(page.getByRole('textbox', { name: 'Issuer name' })).toBeVisible();

    // Ctrl+K is the app's, not the browser's search box.
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Go to field' });
    const box = dialog.getByRole('combobox', { name: 'Label, path or value' });
    await expect(box).toBeFocused();
    await page.keyboard.type('customer service');
    const options = dialog.getByRole('listbox', { name: 'Fields' }).getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toContainText("Modules › Links › Link 'phone'");
    await expect(dialog.getByRole('status')).toHaveText(
      '1 field matches. Enter goes to the highlighted one.',
    );
    await screen(page, `go-to-field-${width}`);
    expect(await axeFindings(page, 'go to field', { include: 'dialog' })).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Modules' })).toBeVisible();
    await expect(focusedField(page)).toHaveValue('Customer service');
    await expect(focusedField(page)).toBeInViewport();

    // A path, and the arrows: the second match is the header of the second text module.
    await page.keyboard.press('Meta+K');
    await expect(box).toBeFocused();
    await page.keyboard.type('/textModulesData/1');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(focusedField(page)).toHaveValue('Zones');

    // Escape leaves the focus where it was.
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(focusedField(page)).toHaveValue('Zones');

    // The wide window goes on, on a document of its own: the narrow one keeps the button in a menu.
    if (width < 1000) return;
    await test.step('the toolbar button opens it too, and Basics fields reach from any section', async () => {
      await newFromSample(page, 'Offer object');
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /^Barcode/ })
        .click();
      await page.getByRole('button', { name: 'Go to field…' }).click();
      await dialog.getByRole('combobox').fill('state');
      await dialog.getByRole('option').first().click();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Validity and state' }),
      ).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'State' })).toBeFocused();
    });
  });
}
