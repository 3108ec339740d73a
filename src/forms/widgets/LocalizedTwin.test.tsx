import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../testing/renderEditor';

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const document = {
  id: '3388000000012345678.day',
  issuerName: 'Lindenbahn',
  localizedIssuerName: {
    defaultValue: { language: 'en', value: 'Lindenbahn Regional Rail' },
    translatedValues: [{ language: 'de', value: 'Lindenbahn Regionalverkehr' }],
  },
};

describe('a plain string and its localized twin', () => {
  it('are one field: the text, then a Languages button that counts and opens the translations', async () => {
    const { latest } = renderEditor('transitClass', document);
    const editor = screen.getByRole('region', { name: 'Basics' });
    expect(within(editor).getByRole('textbox', { name: 'Issuer name' })).toHaveProperty(
      'value',
      'Lindenbahn',
    );
    expect(within(editor).queryByRole('group', { name: 'Localized issuer name' })).toBeNull();

    const languages = within(editor).getByRole('button', {
      name: /^Languages\s*2 of Issuer name$/,
    });
    expect(languages.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(languages);
    expect(languages.getAttribute('aria-expanded')).toBe('true');

    const twin = within(editor).getByRole('group', { name: 'Localized issuer name' });
    const german = within(twin).getByRole('textbox', { name: 'Translation 1: text' });
    fireEvent.change(german, { target: { value: 'Lindenbahn Regio' } });
    await flush();
    expect(latest.document).toMatchObject({
      issuerName: 'Lindenbahn',
      localizedIssuerName: { translatedValues: [{ language: 'de', value: 'Lindenbahn Regio' }] },
    });
  });

  it('opens by itself when the translations have an error', async () => {
    renderEditor('transitClass', {
      ...document,
      localizedIssuerName: { defaultValue: { language: 'en', value: 'x', colour: 'red' } },
    });
    await flush();
    const editor = screen.getByRole('region', { name: 'Basics' });
    expect(
      within(editor)
        .getByRole('button', { name: /^Languages.*of Issuer name$/ })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});
