import { expect, test } from '@playwright/test';
import { screen } from './editorSteps';

// A class Google has reviewed, opened again to update it: what the issuer sends, and what Google set.
const approved = {
  id: '3388000000012345678.line-7',
  issuerName: 'Metro',
  transitType: 'RAIL',
  reviewStatus: 'APPROVED',
  review: { comments: 'Approved with a note: use a larger logo next time.' },
};

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`at ${width}×${height}, Review status offers Draft and Under review, and Google's values sit apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByLabel('JSON files to open').setInputFiles({
      name: 'line-7.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(approved)),
    });
    const editor = page.getByRole('region', { name: 'Editor' });
    const review = editor.getByRole('combobox', { name: 'Review status' });
    await expect(review).toBeVisible();
    await expect(review.getByRole('option')).toHaveText([
      'Choose Under review or Draft',
      'Under review',
      'Draft',
    ]);
    await expect(editor.getByText(/Set by Google/)).toHaveCount(0);

    const fromGoogle = editor.getByRole('region', { name: 'From Google' });
    await expect(fromGoogle.getByRole('group', { name: 'Review status' })).toContainText(
      'Approved',
    );
    await expect(fromGoogle.getByRole('group', { name: 'Review comments' })).toContainText(
      'use a larger logo',
    );
    await expect(fromGoogle.getByRole('textbox')).toHaveCount(0);
    await expect(fromGoogle.getByRole('combobox')).toHaveCount(0);
    // After every field to fill.
    const [reviewBox, groupBox] = [await review.boundingBox(), await fromGoogle.boundingBox()];
    expect(groupBox!.y).toBeGreaterThan(reviewBox!.y + reviewBox!.height);
    await fromGoogle.scrollIntoViewIfNeeded();
    await screen(page, `basics-from-google-${width}`);

    // Updating an approved class sends Under review; Google's outcome leaves the group.
    await review.selectOption({ label: 'Under review' });
    await expect(review).toHaveValue('UNDER_REVIEW');
    await expect(fromGoogle.getByRole('group', { name: 'Review status' })).toHaveCount(0);
    await expect(fromGoogle.getByRole('group', { name: 'Review comments' })).toBeVisible();
  });
}
