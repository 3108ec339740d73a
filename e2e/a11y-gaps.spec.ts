import { expect, test, type Page } from '@playwright/test';

// What a keyboard or screen-reader user met in issue 21 (item 16), each fixed, wide and narrow.

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const card = (page: Page) => preview(page).getByRole('article', { name: 'Card' });

async function openTransitSample(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Transit class from sample' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name }).click();
}

/** Whether the focused element, or the box it sits in, shows a focus ring. */
function focusRingShown(page: Page) {
  return page.evaluate(() => {
    for (let element = document.activeElement; element; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      if (style.boxShadow !== 'none') return true;
      if (element.localName === 'dialog') return false;
    }
    return false;
  });
}

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

for (const size of sizes) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(size));

    test('the skip link is the first Tab stop and lands in the first field', async ({ page }) => {
      await openTransitSample(page);
      // Once the sample is stored ("Saved"), the draft opens again after a reload, with nothing
      // focused yet. A reload sooner than that lost it now and then under CI's load (a gap of
      // its own, not this test's subject).
      await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to the form' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Class ID' })).toBeFocused();
    });

    test('a new document opens with the focus in its first field', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'New…' }).click();
      const create = page.getByRole('dialog', { name: 'New document' });
      await create.getByRole('radio', { name: 'Offer object' }).check();
      await create.getByRole('button', { name: 'Create' }).click();
      await expect(
        page.getByRole('main').getByRole('textbox', { name: 'Object ID' }),
      ).toBeFocused();
    });
  });
}

// Reads and keys on the transit sample, a step each, on one load; the headings walk every section
// and view, so it comes last.
test('the open document: landmarks, card values, required fields, focus rings, Add row, heading levels', async ({
  page,
}) => {
  await openTransitSample(page);
  await test.step('the open document is in the main landmark, toolbar, form and preview', async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('toolbar', { name: 'Document' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Editor' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Preview' })).toBeVisible();
  });

  await test.step('each card value says what the card shows, then the action', async () => {
    await expect(card(page).getByRole('button', { name: /^Passenger: .+ — edit$/ })).toBeVisible();
    // Every button that shows words on the card is named by those words.
    const unheard = await card(page)
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons
          .map((button) => ({
            name: button.getAttribute('aria-label') ?? '',
            text: (button as HTMLElement).innerText.split('\n').at(-1)?.trim() ?? '',
          }))
          .filter(({ name, text }) => text && !name.includes(text)),
      );
    expect(unheard).toEqual([]);
  });

  await test.step('required fields say so; a warning marks its field invalid and is described', async () => {
    await expect(page.getByRole('textbox', { name: 'Class ID' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    const issuer = page.getByRole('textbox', { name: 'Issuer name' });
    // Required by Google's reference, not by the spec's schema (isRequiredAt): said all the same.
    await expect(issuer).toHaveAttribute('aria-required', 'true');
    await issuer.fill('Lindenbahn Regional Verkehrsverbund Nord');
    await expect(issuer).toHaveAttribute('aria-invalid', 'true');
    await expect(issuer).toHaveAccessibleDescription(/Warning:/);
  });

  await test.step('the Export dialog’s JSON box shows that it has the focus', async () => {
    await page.getByRole('button', { name: 'Export…' }).click();
    const json = page.getByRole('dialog').getByRole('textbox', { name: 'Compliant JSON' });
    await json.focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('Enter on “Add row” keeps the focus in the new row', async () => {
    await openSection(page, 'Card template');
    const add = page.getByRole('button', { name: 'Add row' });
    await add.focus();
    await page.keyboard.press('Enter');
    const row = page.getByRole('group', { name: /^Row 3/ });
    await expect(row).toBeVisible();
    await expect
      .poll(() => row.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  });

  await test.step('heading levels never skip, in every section and preview view', async () => {
    const skips: string[] = [];
    const collect = async (where: string) => {
      const levels = await page.evaluate(() =>
        [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
          .filter((heading) => heading.getClientRects().length > 0)
          .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent })),
      );
      levels.forEach((heading, index) => {
        const before = levels[index - 1]?.level ?? 0;
        if (heading.level > before + 1) skips.push(`${where}: h${heading.level} “${heading.text}”`);
      });
    };
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const title of await nav.getByRole('button').allInnerTexts()) {
      await nav.getByRole('button', { name: title, exact: true }).click();
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      await collect(title);
    }
    for (const view of ['Details', 'List row']) {
      await preview(page).getByRole('tab', { name: view }).click();
      await collect(view);
      if (view === 'Details') {
        // The foil shimmer plays by itself, so it stops within 5 s (WCAG 2.2.2), not in a loop.
        const ends = await page.evaluate(() =>
          document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().endTime)),
        );
        expect(ends.length).toBeGreaterThan(0);
        for (const end of ends) expect(end).toBeLessThanOrEqual(5000);
      }
    }
    expect(skips).toEqual([]);
  });
});

test('the form has one live region; a field’s new issue and the verdict are said once, when typing pauses', async ({
  page,
}) => {
  await openTransitSample(page);
  await expect(page.locator('[aria-live="polite"]')).toHaveCount(1);
  // Everything any live region says from now on, in order.
  await page.evaluate(() => {
    const said: string[] = [];
    const last = new Map<Element, string>();
    Object.assign(window, { said });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[aria-live], [role="status"]')) {
        const text = region.textContent ?? '';
        if (last.get(region) === text) continue;
        last.set(region, text);
        if (text.trim()) said.push(text.trim());
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const id = page.getByRole('textbox', { name: 'Class ID' });
  // A new document is read-only until this tab holds its draft: keys before then change nothing.
  await expect(id).toBeEditable();
  await id.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  // What the form's region said: the save status speaks for itself.
  const said = async () =>
    (await page.evaluate(() => (window as unknown as { said: string[] }).said)).filter(
      (text) => !/^Sav(ing|ed)\b/.test(text),
    );
  // Said when the typing pauses: the field's error, then the verdict, in one announcement.
  await expect
    .poll(async () => (await said()).filter((text) => /^Error: /.test(text)))
    .toEqual([expect.stringMatching(/\b1 error\b/)]);
  expect((await said()).filter((text) => /\b1 error\b/.test(text))).toHaveLength(1);

  // A whole ID typed key by key, each key a new warning and verdict: one announcement, at the pause.
  const before = (await said()).length;
  await id.pressSequentially('3388000000012345678.lindenbahn');
  await expect.poll(async () => (await said()).length).toBeGreaterThan(before);
  expect((await said()).slice(before)).toHaveLength(1);
});
