import { expect, test, type Locator, type Page } from '@playwright/test';

// Everything by keyboard alone: Tab, arrows, Enter, Escape; no clicks, no programmatic focus.

/** Whether the focused element shows a focus indicator: an outline or a box shadow. */
async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return { what: `${element.tagName.toLowerCase()} “${name ?? ''}”`, visible: outline || shadow };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on the way that every focused
 * element shows a focus indicator. Fails when `target` is not reached in `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const indicator = await focusIndicator(page);
    if (indicator)
      expect(indicator.visible, `${indicator.what} shows no focus indicator`).toBe(true);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} was not reached in ${max} presses of Tab`);
}

/**
 * What held the focus after each frame from `action` until `settled` has it: `body` where it
 * fell to the page's body.
 */
async function focusTrail(page: Page, action: () => Promise<void>, settled: Locator) {
  await page.evaluate(() => {
    const trail: string[] = [];
    const sample = () => {
      const active = document.activeElement;
      trail.push(!active || active === document.body ? 'body' : active.id || active.tagName);
      if (trail !== (window as { focusTrail?: string[] }).focusTrail) return;
      requestAnimationFrame(() => setTimeout(sample));
    };
    (window as { focusTrail?: string[] }).focusTrail = trail;
    sample();
  });
  await action();
  await expect(settled).toBeFocused({ timeout: 15_000 });
  return page.evaluate(() => {
    const trail = (window as { focusTrail?: string[] }).focusTrail ?? [];
    (window as { focusTrail?: string[] }).focusTrail = undefined;
    return trail;
  });
}

async function openTransitSample(page: Page) {
  await page.goto('/');
  const sample = page.getByRole('button', { name: 'Transit class from sample' });
  await expect(sample).toBeVisible();
  await tabTo(page, sample);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  // A new document opens with the focus in its first field; the nav and toolbar are before it.
  await expect(page.locator('#field-id')).toBeFocused();
}

test.beforeEach(async ({ page }) => {
  // The samples' images live on example hosts: refuse them at once, as offline.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

/** Every image and symbol of the preview that is not hidden has a text alternative. */
async function textAlternatives(page: Page) {
  const preview = page.getByRole('region', { name: 'Preview' });
  // The card's header image (logo, or the wide logo on Android) is drawn once the card is.
  await expect(preview.getByRole('img').first()).toBeVisible();
  const missing = await preview.evaluate((root) =>
    [...root.querySelectorAll('img, svg, canvas, [role="img"]')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .filter((element) => {
        const label =
          element.getAttribute('alt') ??
          element.getAttribute('aria-label') ??
          element.getAttribute('aria-labelledby') ??
          element.querySelector('title')?.textContent;
        return element.getAttribute('role') !== 'presentation' && !label?.trim();
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );
  expect(missing).toEqual([]);
  expect(await preview.locator('img, svg, [role="img"]').count()).toBeGreaterThan(0);
}

// One load for the transit sample's keyboard journey, a step each, each from where the one
// before left the focus: the field edits first (the section and ID field they start at), then
// Export… (back from the ID field), the nav a few Tabs on from there, the preview's tabs last.
test('from load, by keyboard: sections, fields, an error, Export…, a text module, the preview tabs', async ({
  page,
}) => {
  // Each step was a test of its own, with its own budget.
  test.setTimeout(6 * 30_000);
  await openTransitSample(page);

  await test.step('from load: open a sample, move through the sections with arrows, type in a field', async () => {
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const basics = nav.getByRole('button', { name: 'Basics' });
    await tabTo(page, basics, { backwards: true });

    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('button', { name: 'Images' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(nav.getByRole('button', { name: 'Behaviour' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(basics).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const labels = nav.getByRole('button', { name: 'Labels' });
    await expect(labels).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(labels).toHaveAttribute('aria-current', 'true');
    // Enter goes into the section, as a link into the page does: its first field takes the focus.
    const editor = page.getByRole('region', { name: 'Editor' });
    await expect(editor.getByRole('textbox').first()).toBeFocused();

    await tabTo(page, labels, { backwards: true });
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(basics).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('#field-id')).toBeFocused();
    const issuer = page.locator('#field-issuerName');
    await tabTo(page, issuer);
    await page.keyboard.press('End');
    await page.keyboard.type(' Nord');
    // The field shows what Google shows: the sample's localized issuer name, its default language.
    await expect(issuer).toHaveValue('Lindenbahn Regional Nord');
  });

  await test.step('every image and symbol of the preview has a text alternative: Transit class from sample', async () => {
    await textAlternatives(page);
  });

  await test.step('an error is said in words, not only in colour', async () => {
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await tabTo(page, nav.getByRole('button', { name: 'Basics' }), { backwards: true });
    const id = page.locator('#field-id');
    await tabTo(page, id);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');

    await expect(id).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await id.getAttribute('aria-describedby')) ?? '';
    const words = await page.evaluate(
      (ids) => ids.map((one) => document.getElementById(one)?.textContent ?? '').join(' '),
      describedBy.split(/\s+/).filter(Boolean),
    );
    expect(words).toMatch(/required|missing|empty/i);
    await expect(nav.getByRole('button', { name: /Basics.*1 error/ })).toBeVisible();
  });

  await test.step('Export\u2026 opens with Enter, closes with Escape, and focus returns to it', async () => {
    const exportButton = page.getByRole('button', { name: 'Export…' });
    await tabTo(page, exportButton, { backwards: true });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(exportButton).toBeFocused();
  });

  await test.step('add a text module and move it up with the keyboard', async () => {
    const nav = page.getByRole('navigation', { name: 'Sections' });
    // From Export…, where the step before left the focus, the nav is a few Tabs on.
    await tabTo(page, nav.getByRole('button', { name: 'Basics' }));
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('button', { name: 'Modules' })).toBeFocused();
    await page.keyboard.press('Enter');

    const list = page.locator('[data-field="textModulesData"]').getByRole('listitem');
    await expect(list.first()).toBeVisible();
    const before = await list.count();
    await tabTo(page, page.getByRole('button', { name: 'Add text module' }), { max: 150 });
    await page.keyboard.press('Enter');
    await expect(list).toHaveCount(before + 1);

    const added = list.nth(before);
    const header = added.getByLabel('Header', { exact: true });
    // The new row opens with the focus in its first field.
    await expect(header).toBeFocused();
    await page.keyboard.type('Moved by keyboard');

    await page.keyboard.press('Alt+ArrowUp');
    await expect(list.nth(before - 1)).toHaveAttribute('aria-label', /Moved by keyboard/);
    await expect(list.nth(before)).not.toHaveAttribute('aria-label', /Moved by keyboard/);
  });

  await test.step("the preview's views are tabs that arrow keys move between", async () => {
    const tabs = page.getByRole('tablist', { name: 'Preview view' });
    const card = tabs.getByRole('tab', { name: 'Card' });
    await tabTo(page, card, { max: 200 });
    await expect(card).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    const details = tabs.getByRole('tab', { name: 'Details' });
    await expect(details).toBeFocused();
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'List row' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(card).toBeFocused();
    await expect(card).toHaveAttribute('aria-selected', 'true');
  });
});

// One load: documents created and deleted down to none, then the welcome's offer sample.
test('creating and deleting documents never drops the focus to the page; the offer sample’s preview images have text', async ({
  page,
}) => {
  test.setTimeout(2 * 30_000);
  await page.goto('/');
  await test.step('creating and deleting documents never drops the focus to the page', async () => {
    const sample = page.getByRole('button', { name: 'Transit class from sample' });
    await sample.focus();
    const created = await focusTrail(
      page,
      () => page.keyboard.press('Enter'),
      page.locator('#field-id'),
    );
    expect(created).not.toContain('body');

    const documents = page.getByRole('tablist', { name: 'Open documents' });
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(documents.getByRole('tab')).toHaveCount(2);
    const kept = await documents.getByRole('tab', { selected: false }).getAttribute('id');
    const remaining = page.locator(`[id="${kept}"]`);
    const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
    const beside = await focusTrail(page, () => deleteButton.click(), remaining);
    expect(beside).not.toContain('body');
    await expect(documents.getByRole('tab')).toHaveCount(1);

    // The last one deleted: the welcome's first choice.
    const welcome = page.getByRole('region', { name: 'Editor' }).getByRole('button').first();
    const last = await focusTrail(page, () => deleteButton.click(), welcome);
    expect(last).not.toContain('body');
  });

  await test.step('every image and symbol of the preview has a text alternative: Offer object from sample', async () => {
    await page.getByRole('button', { name: 'Offer object from sample' }).press('Enter');
    await textAlternatives(page);
  });
});
