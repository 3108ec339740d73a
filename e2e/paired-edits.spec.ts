import { expect, test, type Page } from '@playwright/test';
import { screen } from './editorSteps';

// An offer object that embeds a copy of its class, opened beside the class itself.
const ISSUER = '3388000000012345678';
const offerClass = {
  id: `${ISSUER}.pair-class`,
  issuerName: 'Kaffeehaus',
  title: 'Ten percent off',
  provider: 'Kaffeehaus',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
};
const offerObject = {
  id: `${ISSUER}.pass`,
  classId: offerClass.id,
  state: 'ACTIVE',
  classReference: { ...offerClass, title: 'Copied title' },
};

const narrow = (page: Page) => (page.viewportSize()?.width ?? 1440) < 900;

/** The card's text, from the Preview (behind the Form / Preview switch on a narrow screen). */
async function cardText(page: Page): Promise<string> {
  if (narrow(page))
    await page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Preview' }).click();
  const card = page.getByRole('region', { name: 'Preview' }).getByRole('article', { name: 'Card' });
  await expect(card).toBeVisible();
  const text = (await card.textContent()) ?? '';
  if (narrow(page))
    await page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Edit' }).click();
  return text;
}

async function openSectionOfObject(page: Page) {
  await page.getByRole('tab', { name: /coffee-pass/ }).click();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('button', { name: /^Offer class/ })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Offer class' })).toBeVisible();
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width}×${height}, the embedded class says what the preview draws, and the designer chooses`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByLabel('JSON files to open').setInputFiles(
      Object.entries({ 'coffee-class': offerClass, 'coffee-pass': offerObject }).map(
        ([name, document]) => ({
          name: `${name}.json`,
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(document, null, 2)),
        }),
      ),
    );
    await openSectionOfObject(page);
    const editor = page.getByRole('region', { name: 'Editor' });
    const note = editor.getByRole('group', { name: 'What the preview draws' });
    await expect(note).toContainText('Not in the preview: it draws the open class coffee-class');
    await screen(page, `embedded-class-note-${width}`);
    await expect.poll(() => cardText(page)).toContain('Ten percent off');

    // Typing in the copy leaves the card as it was, and says why.
    const title = editor.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Typed in the copy');
    await expect(note.getByRole('status')).toHaveText(
      '“Title” changed in this copy only; the preview still draws coffee-class.',
    );
    await expect.poll(() => cardText(page)).toContain('Ten percent off');
    // The note stays beside the fields while the copy scrolls by.
    await editor.getByRole('heading', { name: 'Behaviour' }).scrollIntoViewIfNeeded();
    await expect(note).toBeInViewport();
    await screen(page, `embedded-class-note-typed-${width}`);

    // Edit in the class: the class document, at the same field.
    await title.focus();
    await note.getByRole('button', { name: 'Edit “Title” in the class' }).click();
    await expect(page.getByRole('tab', { name: /coffee-class/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
    await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
      'Ten percent off',
    );

    // Preview with this copy: the card follows the copy, and the choice outlives a reload.
    await openSectionOfObject(page);
    await note.getByRole('button', { name: 'Preview with this copy' }).click();
    await expect(note).toContainText(
      'The preview draws this copy, not the open class coffee-class',
    );
    await expect.poll(() => cardText(page)).toContain('Typed in the copy');
    await expect(page.getByRole('complementary', { name: 'Offer class' })).toContainText(
      'the copy of the offer class embedded in this pass',
    );
    await page.reload();
    await openSectionOfObject(page);
    await expect(note).toContainText('The preview draws this copy');
    await expect.poll(() => cardText(page)).toContain('Typed in the copy');

    // The class says which of its passes it does not draw.
    await page.getByRole('tab', { name: /coffee-class/ }).click();
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('Twenty percent off');
    await expect(page.getByRole('complementary', { name: 'Passes of this class' })).toContainText(
      'coffee-pass (drawn with its own copy instead)',
    );

    // And back: the open class draws the pass again.
    await openSectionOfObject(page);
    await note.getByRole('button', { name: 'Preview with the open class' }).click();
    await expect(note).toContainText('Not in the preview');
    await expect.poll(() => cardText(page)).toContain('Twenty percent off');
  });
}
