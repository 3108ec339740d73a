import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../test/renderStudio';

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
    const { latest } = renderStudio('transitClass', document);
    const editor = screen.getByRole('region', { name: 'Basics' });
    // It shows what Google shows: the default language's text, and says what the plain one holds.
    expect(within(editor).getByRole('textbox', { name: 'Issuer name' })).toHaveProperty(
      'value',
      'Lindenbahn Regional Rail',
    );
    expect(within(editor).getByText(/The plain issuer name reads “Lindenbahn”/)).toBeTruthy();
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
    renderStudio('transitClass', {
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

// One "Title" control for `title` and `localizedTitle`: it edits what Google shows.
const offer = { id: '3388000000012345678.sale', issuerName: 'Bakery', provider: 'Bakery' };
const spring = (value: string) => ({
  defaultValue: { language: 'en', value },
  translatedValues: [{ language: 'de', value: 'Frühlingsrabatt' }],
});
const titleBox = () =>
  within(screen.getByRole('region', { name: 'Basics' })).getByRole('textbox', { name: 'Title' });

describe('the control of a plain string with a localized twin', () => {
  it.each([
    {
      has: 'only the plain title',
      document: { ...offer, title: 'Bread' },
      shows: 'Bread',
      after: { ...offer, title: 'Bread half price' },
    },
    {
      has: 'only the localized title',
      document: { ...offer, localizedTitle: spring('Spring sale') },
      shows: 'Spring sale',
      after: { ...offer, localizedTitle: spring('Bread half price') },
    },
    {
      has: 'both, the same text',
      document: { ...offer, title: 'Spring sale', localizedTitle: spring('Spring sale') },
      shows: 'Spring sale',
      after: { ...offer, title: 'Bread half price', localizedTitle: spring('Bread half price') },
    },
    {
      has: 'both, different texts: it shows and edits the default Google shows',
      document: { ...offer, title: 'Old plain', localizedTitle: spring('Spring sale') },
      shows: 'Spring sale',
      after: { ...offer, title: 'Bread half price', localizedTitle: spring('Bread half price') },
    },
  ])('with $has', async ({ document: start, shows, after }) => {
    const { latest } = renderStudio('offerClass', start);
    expect(titleBox()).toHaveProperty('value', shows);
    fireEvent.change(titleBox(), { target: { value: 'Bread half price' } });
    await flush();
    expect(titleBox()).toHaveProperty('value', 'Bread half price');
    expect(latest.document).toEqual(after);
  });

  it('says what the plain title holds while it differs from the default shown', async () => {
    renderStudio('offerClass', {
      ...offer,
      title: 'Old plain',
      localizedTitle: spring('Spring sale'),
    });
    expect(
      screen.getByText(/The plain title reads “Old plain”; typing here sets both/),
    ).toBeTruthy();
    fireEvent.change(titleBox(), { target: { value: 'Spring sale!' } });
    await flush();
    expect(screen.queryByText(/The plain title reads/)).toBeNull();
  });

  it('adding a translation keeps the plain title as the default, so the card still shows it', async () => {
    const { latest } = renderStudio('offerClass', { ...offer, title: 'Bread' });
    fireEvent.click(screen.getByRole('button', { name: /^\+?\s*Languages\s*of Title$/ }));
    const twin = screen.getByRole('group', { name: 'Localized title' });
    fireEvent.click(within(twin).getByRole('button', { name: 'Add translation of Title' }));
    fireEvent.change(within(twin).getByRole('textbox', { name: 'Translation 1: text' }), {
      target: { value: 'Brot' },
    });
    await flush();
    expect(latest.document).toMatchObject({
      title: 'Bread',
      localizedTitle: { defaultValue: { value: 'Bread' }, translatedValues: [{ value: 'Brot' }] },
    });
    // From now on the control edits the default, and the plain title with it.
    fireEvent.change(titleBox(), { target: { value: 'Bread rolls' } });
    await flush();
    expect(latest.document).toMatchObject({
      title: 'Bread rolls',
      localizedTitle: {
        defaultValue: { value: 'Bread rolls' },
        translatedValues: [{ value: 'Brot' }],
      },
    });
  });

  it('a text module header beside both localized forms is not added when it was not set', async () => {
    const module = {
      id: 'm',
      localizedHeader: { defaultValue: { language: 'en', value: 'Terms' } },
      localizedBody: { defaultValue: { language: 'en', value: 'One per visit' } },
    };
    const { latest } = renderStudio('offerClass', { ...offer, textModulesData: [module] });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
        name: /^Modules/,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Text module 'm'/, expanded: false }));
    const header = screen.getByRole('textbox', { name: 'Header' });
    expect(header).toHaveProperty('value', 'Terms');
    fireEvent.change(header, { target: { value: 'Small print' } });
    await flush();
    expect(latest.document).toEqual({
      ...offer,
      textModulesData: [
        { ...module, localizedHeader: { defaultValue: { language: 'en', value: 'Small print' } } },
      ],
    });
  });
});

describe('one warning per control', () => {
  it('a long title typed in the one control warns once: inline, in the list and in the count', async () => {
    renderStudio('offerClass', {
      ...offer,
      redemptionChannel: 'INSTORE',
      reviewStatus: 'DRAFT',
      title: 'Spring sale',
      localizedTitle: spring('Spring sale'),
    });
    const long = 'Spring sale on every loaf, roll and cake in the bakery today';
    fireEvent.change(titleBox(), { target: { value: `${long}!` } });
    const issues = screen.getByRole('region', { name: 'Issues' });
    await waitFor(() =>
      expect(within(issues).getAllByRole('paragraph')[0]?.textContent).toBe(
        'Valid · 1 Google warning',
      ),
    );
    expect(within(issues).getAllByRole('button', { name: /Title has 61 characters/ })).toHaveLength(
      1,
    );
    // The list names the control, and keeps both paths behind "Show path".
    expect(
      within(issues).getByRole('button', { name: /^Warning\s*Title\s*Title has 61/ }),
    ).toBeTruthy();
    expect(within(issues).getByText('Show path').closest('details')?.textContent).toMatch(
      /\/title.*\/localizedTitle\/defaultValue\/value/,
    );
    const basics = screen.getByRole('region', { name: 'Basics' });
    expect(within(basics).getAllByText(/Title has 61 characters/)).toHaveLength(1);
  });
});
