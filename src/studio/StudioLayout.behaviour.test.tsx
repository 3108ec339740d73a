import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceKind } from '../schema';
import { renderStudio } from '../test/renderStudio';

// Behaviour of the form engine as a person uses it: controls found by role and label, and each
// step checked against the document the form reports (onChange) and what is on screen.

const nav = () => screen.getByRole('navigation', { name: 'Sections' });
const open = (section: string) =>
  fireEvent.click(within(nav()).getByRole('button', { name: new RegExp(`^${section}`) }));
const flush = () => act(() => Promise.resolve());
const button = (name: string | RegExp) => screen.getByRole('button', { name });

interface ListCase {
  list: string;
  kind: ResourceKind;
  section: string;
  /** The document's key holding the list, and where it sits. */
  read: (doc: Record<string, unknown>) => unknown;
  item: string;
  rows: Record<string, unknown>[];
  /** Label of an input inside an opened row, and the key it writes. */
  input: { label: string | RegExp; key: string };
}

const lists: ListCase[] = [
  {
    list: 'text modules',
    kind: 'transitClass',
    section: 'Modules',
    read: (doc) => doc.textModulesData,
    item: 'text module',
    rows: [
      { id: 'a', header: 'Fare', body: '2.80 EUR' },
      { id: 'b', header: 'Zone', body: '1-2' },
      { id: 'c', header: 'Help', body: 'Ask staff' },
    ],
    input: { label: 'Header', key: 'header' },
  },
  {
    list: 'messages',
    kind: 'transitClass',
    section: 'Modules',
    read: (doc) => doc.messages,
    item: 'message',
    rows: [
      { id: 'm1', header: 'Works', body: 'Line 2 closed' },
      { id: 'm2', header: 'Strike', body: 'Monday' },
      { id: 'm3', header: 'Welcome', body: 'Hello' },
    ],
    input: { label: 'Header', key: 'header' },
  },
  {
    list: 'links',
    kind: 'transitClass',
    section: 'Modules',
    read: (doc) => (doc.linksModuleData as { uris?: unknown } | undefined)?.uris,
    item: 'link',
    rows: [
      { id: 'l1', uri: 'https://a.example', description: 'Site' },
      { id: 'l2', uri: 'https://b.example', description: 'Help' },
      { id: 'l3', uri: 'https://c.example', description: 'Map' },
    ],
    input: { label: 'Title', key: 'description' },
  },
];

const documentWith = (c: ListCase, rows: Record<string, unknown>[]) => {
  const base: Record<string, unknown> = { id: '1.a', issuerName: 'Metro' };
  if (c.list === 'links') base.linksModuleData = { uris: rows };
  else if (c.list === 'messages') base.messages = rows;
  else base.textModulesData = rows;
  return base;
};

const ids = (value: unknown) =>
  Array.isArray(value) ? value.map((row) => (row as { id?: unknown }).id) : value;

describe.each(lists)('a list of $list', { timeout: 30_000 }, (c) => {
  const setup = () => {
    const view = renderStudio(c.kind, documentWith(c, structuredClone(c.rows)));
    open(c.section);
    const doc = () => c.read(view.latest.document as Record<string, unknown>);
    return { ...view, doc };
  };

  it('moves a row down and up with its buttons and by Alt+Arrow, in the document and on screen', async () => {
    const { doc } = setup();
    fireEvent.click(button(`Move ${c.item} 1 down`));
    expect(ids(doc())).toEqual([c.rows[1]!.id, c.rows[0]!.id, c.rows[2]!.id]);
    fireEvent.click(button(`Move ${c.item} 3 up`));
    expect(ids(doc())).toEqual([c.rows[1]!.id, c.rows[2]!.id, c.rows[0]!.id]);
    // The first row has no way further up, the last none further down.
    expect(button(`Move ${c.item} 1 up`).matches(':disabled')).toBe(true);
    expect(button(`Move ${c.item} 3 down`).matches(':disabled')).toBe(true);
    // The rows on screen follow the document: each row's summary names its id.
    const summaries = screen.getAllByRole('button', { name: new RegExp(`^${c.item} '`, 'i') });
    expect(summaries.map((row) => /'([^']+)'/.exec(row.textContent ?? '')?.[1])).toEqual(
      ids(doc()),
    );
    // The keyboard on a focused row moves it too.
    const first = screen.getByRole('button', { name: new RegExp(`'${String(c.rows[1]!.id)}'`) });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true });
    await flush();
    expect(ids(doc())).toEqual([c.rows[2]!.id, c.rows[1]!.id, c.rows[0]!.id]);
  });

  it('adds a row at the end, opened for editing, and writes what is typed into it', async () => {
    const { doc } = setup();
    fireEvent.click(button(new RegExp(`^\\+? ?Add ${c.item}$`, 'i')));
    await flush();
    expect((doc() as unknown[]).length).toBe(4);
    const inputs = screen.getAllByLabelText(c.input.label);
    // Only the new row is open, so its input is the only one of that label.
    expect(inputs).toHaveLength(1);
    fireEvent.change(inputs[0]!, { target: { value: 'Added' } });
    expect((doc() as Record<string, unknown>[])[3]).toMatchObject({ [c.input.key]: 'Added' });
    expect((doc() as unknown[]).slice(0, 3)).toEqual(c.rows);
  });

  it('removes a middle row, then every row, leaving the list unset rather than []', () => {
    const { doc, latest } = setup();
    fireEvent.click(button(`Remove ${c.item} 2`));
    expect(ids(doc())).toEqual([c.rows[0]!.id, c.rows[2]!.id]);
    expect(screen.queryByRole('button', { name: `Remove ${c.item} 3` })).toBeNull();
    fireEvent.click(button(`Remove ${c.item} 2`));
    fireEvent.click(button(`Remove ${c.item} 1`));
    expect(doc()).toBeUndefined();
    expect(JSON.stringify(latest.document)).not.toContain('[]');
    if (c.list === 'links') {
      // The links module is an optional object of its own: it stays, empty, until removed.
      expect(latest.document).toEqual({ id: '1.a', issuerName: 'Metro', linksModuleData: {} });
      fireEvent.click(button('Remove links'));
    }
    expect(JSON.stringify(latest.document)).toBe(
      JSON.stringify({ id: '1.a', issuerName: 'Metro' }),
    );
    expect(screen.queryByRole('button', { name: new RegExp(`Remove ${c.item} \\d`) })).toBeNull();
  });

  it('duplicates a row below itself', () => {
    const { doc } = setup();
    fireEvent.click(button(`Duplicate ${c.item} 1`));
    const rows = doc() as unknown[];
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(rows[0]);
  });
});

interface OptionalCase {
  what: string;
  kind: ResourceKind;
  section: string;
  key: string;
  /** The input that holds the value, once the object exists. */
  input: () => HTMLElement;
  /** How a person makes the object exist: a button, or typing into its first field. */
  add?: string;
  value: string;
  written: unknown;
}

const group = (name: RegExp) => screen.getByRole('group', { name });

const optionals: OptionalCase[] = [
  {
    what: 'barcode',
    kind: 'offerObject',
    section: 'Barcode',
    key: 'barcode',
    input: () => screen.getByLabelText('Value'),
    add: 'Add barcode',
    value: '123456',
    written: { value: '123456' },
  },
  {
    what: 'hero image',
    kind: 'transitClass',
    section: 'Images',
    key: 'heroImage',
    input: () => within(group(/^Hero image/)).getByRole('textbox', { name: /UR[IL]/ }),
    value: 'https://img.example/hero.png',
    written: { sourceUri: { uri: 'https://img.example/hero.png' } },
  },
];

const baseOf = (kind: ResourceKind): Record<string, unknown> =>
  kind === 'offerObject' ? { id: '1.a', classId: '1.c' } : { id: '1.a', issuerName: 'Metro' };

/** Removes the object the way its widget offers: a Remove button, else emptying its input. */
const removeObject = (c: OptionalCase) => {
  if (c.add) fireEvent.click(button(`Remove ${c.what}`));
  else fireEvent.change(c.input(), { target: { value: '' } });
};

describe.each(optionals)('the optional $what', (c) => {
  it('is absent until added, holds what is typed, and leaves no trace once removed', async () => {
    const { latest } = renderStudio(c.kind, baseOf(c.kind));
    open(c.section);
    expect(latest.document).not.toHaveProperty(c.key);
    if (c.add) {
      expect(screen.queryByRole('button', { name: `Remove ${c.what}` })).toBeNull();
      fireEvent.click(button(c.add));
      expect(latest.document).toHaveProperty(c.key);
    }
    fireEvent.change(c.input(), { target: { value: c.value } });
    await flush();
    expect(latest.document).toMatchObject({ [c.key]: c.written });
    removeObject(c);
    await flush();
    expect(JSON.stringify(latest.document)).toBe(JSON.stringify(baseOf(c.kind)));
    if (c.add) {
      expect(button(c.add)).toBeTruthy();
      expect(screen.queryByLabelText('Value')).toBeNull();
    } else {
      expect(c.input()).toHaveProperty('value', '');
    }
  });

  it('shows an imported value and removes it entirely', async () => {
    const doc = { ...baseOf(c.kind), [c.key]: c.written };
    const { latest } = renderStudio(c.kind, doc);
    open(c.section);
    expect(c.input()).toHaveProperty('value', c.value);
    removeObject(c);
    await flush();
    // Compared as JSON, what is saved and exported: an unset key may linger as undefined.
    expect(JSON.stringify(latest.document)).toBe(JSON.stringify(baseOf(c.kind)));
  });
});

describe('an enumeration with values only Google sets', () => {
  const reviewStatus = () => screen.getByRole('combobox', { name: /^Review status/ });
  const options = () =>
    within(reviewStatus())
      .getAllByRole('option')
      .map((o) => o.textContent);
  const fromGoogle = () => screen.queryByRole('region', { name: 'From Google' });

  it.each([
    ['transitClass', { id: '1.a', issuerName: 'Metro' }],
    ['offerClass', { id: '1.c', title: 'Bread' }],
  ] as const)('%s: offers only Draft and Under review, the values sent', async (kind, base) => {
    const { latest } = renderStudio(kind, base);
    expect(options().slice(1)).toEqual(['Under review', 'Draft']);
    fireEvent.change(reviewStatus(), { target: { value: 'DRAFT' } });
    await flush();
    expect(latest.document).toMatchObject({ reviewStatus: 'DRAFT' });
    // Nothing of Google's among the fields to fill; its group keeps the review comments.
    expect(within(fromGoogle()!).queryByText('Approved')).toBeNull();
  });

  it.each([
    ['transitClass', 'approved', 'Approved'],
    ['offerClass', 'REJECTED', 'Rejected'],
  ] as const)(
    '%s: %s is shown From Google, and the select asks what to send',
    async (kind, value, words) => {
      const { latest } = renderStudio(kind, { id: '1.a', reviewStatus: value });
      expect(within(fromGoogle()!).getByRole('group', { name: 'Review status' })).toHaveProperty(
        'textContent',
        `Review status${words}`,
      );
      expect(reviewStatus()).toHaveProperty('value', '');
      expect(options()).toEqual(['Choose Under review or Draft', 'Under review', 'Draft']);
      fireEvent.change(reviewStatus(), { target: { value: 'UNDER_REVIEW' } });
      await flush();
      expect(latest.document).toMatchObject({ reviewStatus: 'UNDER_REVIEW' });
      expect(within(fromGoogle()!).queryByRole('group', { name: 'Review status' })).toBeNull();
    },
  );

  it('keeps an Unspecified value it was given selectable, never silently changed', () => {
    renderStudio('offerClass', { id: '1.a', reviewStatus: 'REVIEW_STATUS_UNSPECIFIED' });
    expect(reviewStatus()).toHaveProperty('value', 'REVIEW_STATUS_UNSPECIFIED');
  });

  it('shows review comments read-only in the From Google group at the end of Basics', () => {
    renderStudio('transitClass', { id: '1.a', review: { comments: 'Logo too small' } });
    const group = fromGoogle()!;
    expect(group.textContent).toContain('Logo too small');
    expect(within(group).queryAllByRole('textbox')).toEqual([]);
    const section = screen.getByRole('region', { name: 'Basics' });
    expect(section.lastElementChild).toBe(group);
    expect(within(section).queryByText(/Set by Google/)).toBeNull();
  });
});

describe('localized strings', { timeout: 30_000 }, () => {
  it('a plain field keeps its text while translations are added, edited and removed behind its Languages button', async () => {
    const { latest } = renderStudio('transitClass', { id: '1.a', issuerName: 'Metro' });
    const languages = button(/^\+? ?Languages.*of Issuer name$/);
    expect(languages.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(languages);
    const panel = screen.getByRole('group', { name: /Localized issuer name/i });
    // The default text, then its language (a text input with suggestions).
    const text = within(panel).getAllByRole('textbox')[0]!;
    const language = within(panel).getAllByRole('combobox')[0]!;
    fireEvent.change(text, { target: { value: 'Metro' } });
    fireEvent.change(language, { target: { value: 'en' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add translation of Issuer name' }));
    fireEvent.change(within(panel).getByLabelText(/^Translation 1: .*(text|value)/i), {
      target: { value: 'Métro' },
    });
    fireEvent.change(within(panel).getByLabelText(/^Translation 1: language/i), {
      target: { value: 'fr' },
    });
    await flush();
    expect(latest.document).toEqual({
      id: '1.a',
      issuerName: 'Metro',
      localizedIssuerName: {
        defaultValue: { value: 'Metro', language: 'en' },
        translatedValues: [{ value: 'Métro', language: 'fr' }],
      },
    });
    // The button counts the languages: the default and one translation.
    expect(languages.textContent).toMatch(/Languages\s*2/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove translation 1' }));
    await flush();
    expect(JSON.parse(JSON.stringify(latest.document))).toEqual({
      id: '1.a',
      issuerName: 'Metro',
      localizedIssuerName: { defaultValue: { value: 'Metro', language: 'en' } },
    });
    expect(within(panel).queryByLabelText(/^Translation 1/)).toBeNull();
    // Emptying every input of the localized string removes it; the plain field stays.
    fireEvent.change(text, { target: { value: '' } });
    fireEvent.change(language, { target: { value: '' } });
    await flush();
    expect(JSON.stringify(latest.document)).toBe(
      JSON.stringify({ id: '1.a', issuerName: 'Metro' }),
    );
    expect(screen.getByLabelText('Issuer name')).toHaveProperty('value', 'Metro');
  });

  it('an imported translation shows in its inputs; the field edits the default Google shows, and the plain text with it', async () => {
    const localized = {
      defaultValue: { language: 'en', value: 'Metro' },
      translatedValues: [{ language: 'de', value: 'U-Bahn' }],
    };
    const { latest } = renderStudio('transitClass', {
      id: '1.a',
      issuerName: 'Metro',
      localizedIssuerName: localized,
    });
    fireEvent.click(button(/Languages.*of Issuer name$/));
    const panel = screen.getByRole('group', { name: /Localized issuer name/i });
    expect(within(panel).getByLabelText(/^Translation 1: .*(text|value)/i)).toHaveProperty(
      'value',
      'U-Bahn',
    );
    fireEvent.change(screen.getByLabelText('Issuer name'), { target: { value: 'City Metro' } });
    await flush();
    expect(latest.document).toEqual({
      id: '1.a',
      issuerName: 'City Metro',
      localizedIssuerName: { ...localized, defaultValue: { language: 'en', value: 'City Metro' } },
    });
  });
});

const rawInput = () => screen.getByRole('textbox', { name: /\(ISO 8601\)$/ });
const validity = (start: unknown) => ({ id: '1.a', classId: '1.c', validTimeInterval: { start } });

describe('the date-time widget with imported values', { timeout: 30_000 }, () => {
  it.each([
    '2026-12-01',
    '2026-12-01 10:00',
    '1 Dec 2026',
    '2026-12-01T10:00:00+0100',
    '2026-12-01t10:00:00Z',
  ])('shows %j as raw text, flagged, without changing the document', async (imported) => {
    const { latest } = renderStudio('offerObject', validity({ date: imported }));
    open('Validity');
    await flush();
    const input = rawInput();
    expect(input).toHaveProperty('value', imported);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(latest.document).toEqual(validity({ date: imported }));
  });

  it('keeps every keystroke of text it cannot split, then shows pickers once it is valid', async () => {
    const { latest } = renderStudio('offerObject', validity({ date: '2026-12-01 10:00' }));
    open('Validity');
    fireEvent.change(rawInput(), { target: { value: '2026-12-01T10:0' } });
    await flush();
    expect(rawInput()).toHaveProperty('value', '2026-12-01T10:0');
    expect(latest.document).toEqual(validity({ date: '2026-12-01T10:0' }));
    fireEvent.change(rawInput(), { target: { value: '2026-12-01T10:00:00.250+05:17' } });
    await flush();
    expect(screen.queryByRole('textbox', { name: /\(ISO 8601\)$/ })).toBeNull();
    expect(screen.getByLabelText('Date')).toHaveProperty('value', '2026-12-01');
    expect(screen.getByLabelText('Time')).toHaveProperty('value', '10:00:00');
    // An offset outside the usual list is still offered, so it shows as chosen.
    expect(screen.getByLabelText('Time zone')).toHaveProperty('value', '+05:17');
    // Changing one part keeps the others, the fraction included.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    await flush();
    expect(latest.document).toEqual(validity({ date: '2026-12-24T10:00:00.250+05:17' }));
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Z' } });
    await flush();
    expect(latest.document).toEqual(validity({ date: '2026-12-24T10:00:00.250Z' }));
  });
  it.each([
    [
      'typing over it',
      (raw: HTMLInputElement) => ({
        initialSelectionStart: 0,
        initialSelectionEnd: raw.value.length,
      }),
    ],
    ['emptying it first', () => null],
  ] as const)(
    'takes a whole new value typed by %s, and shows pickers once left',
    async (_how, selection) => {
      const user = userEvent.setup();
      const { latest } = renderStudio('offerObject', validity({ date: '2026-12-01 10:00' }));
      open('Validity');
      const raw = rawInput() as HTMLInputElement;
      const select = selection(raw);
      if (select) await user.type(raw, '2026-12-01T10:00:30Z', select);
      else {
        await user.clear(raw);
        await user.type(raw, '2026-12-01T10:00:30Z');
      }
      // Still the text input, focused, although "2026-12-01T10:00" was already a valid prefix.
      expect(document.activeElement).toBe(rawInput());
      expect(latest.document).toEqual(validity({ date: '2026-12-01T10:00:30Z' }));
      await user.tab();
      expect(screen.getByLabelText('Time')).toHaveProperty('value', '10:00:30');
      expect(screen.getByLabelText('Time zone')).toHaveProperty('value', 'Z');
    },
  );
});

describe('the card template editor in the form', { timeout: 30_000 }, () => {
  it('adds a card row and sets a field path by typing it', async () => {
    const user = userEvent.setup();
    const { latest } = renderStudio('transitClass', {
      id: '1.a',
      issuerName: 'Metro',
      textModulesData: [{ id: 'fare', header: 'Fare', body: '2.80 EUR' }],
    });
    open('Card template');
    await user.click(button('Add row'));
    expect(latest.document).toMatchObject({
      classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [{ twoItems: {} }] } },
    });
    await user.click(button('Add start item'));
    const picker = screen.getByRole('combobox', { name: 'Field path' });
    // user-event reads `[` as a key descriptor: doubled, it types one.
    await user.type(picker, "class.textModulesData[['fare']");
    await user.keyboard('{Enter}');
    await user.tab();
    await waitFor(() =>
      expect(latest.document).toMatchObject({
        classTemplateInfo: {
          cardTemplateOverride: {
            cardRowTemplateInfos: [
              {
                twoItems: {
                  startItem: {
                    firstValue: { fields: [{ fieldPath: "class.textModulesData['fare']" }] },
                  },
                },
              },
            ],
          },
        },
      }),
    );
    expect(screen.queryByText('Not found in this document')).toBeNull();
  });
});
