import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../test/renderStudio';

const transit = (uri: string) => ({
  id: '3388000000012345678.day',
  issuerName: 'Metro',
  reviewStatus: 'DRAFT',
  transitType: 'RAIL',
  logo: { sourceUri: { uri } },
});

/** What the form itself says about the image, outside the issue list. */
const formTexts = () =>
  screen
    .getAllByText(/image|preview/i)
    .filter((element) => !element.closest('section[aria-labelledby="doc-issues-title"]'))
    .map((element) => element.textContent);

describe('an image that cannot show says why once, at its field', () => {
  it.each([
    [
      'an embedded (data:) image',
      `data:image/png;base64,${'iVBORw0KGgo'.repeat(300)}`,
      /embedded in the file/,
    ],
    ['an image that is not a URL Google fetches', 'ftp://example.com/logo.png', /is not https/],
  ])('%s', async (_, uri, said) => {
    renderStudio('transitClass', transit(uri));
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
        name: /^Images/,
      }),
    );
    await screen.findAllByRole('textbox', { name: 'Image URL' });
    const issues = screen.getByRole('region', { name: 'Issues' });
    await waitFor(() =>
      expect(within(issues).getAllByRole('button', { name: said })).toHaveLength(1),
    );
    const texts = formTexts();
    expect(texts.filter((text) => said.test(text ?? ''))).toHaveLength(1);
    expect(texts.filter((text) => /No preview|does not load/.test(text ?? ''))).toEqual([]);
  });
});
