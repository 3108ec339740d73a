import { waitFor, act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { introspect, resourceSchemas, walkNodes } from '../../schema';
import { renderTemplateWidget } from '../../test/renderTemplateWidget';
import { templateWidgetEntry } from './templateWidgetEntry';

const transitDoc = () => ({
  id: 'issuer.class',
  issuerName: 'Metro',
  textModulesData: [
    { id: 'a', header: 'Fare', body: '2.80 EUR' },
    { id: 'b', header: 'Zone', body: '1-2' },
  ],
});

/** user-event reads `[` and `{` as key descriptors: double them to type them. */
const literal = (text: string) => text.replace(/[[{]/g, (c) => c + c);

const ref = (fieldPath: string) => ({ fields: [{ fieldPath }] });
const rowsOf = (values: Record<string, unknown>) =>
  (values.classTemplateInfo as { cardTemplateOverride: { cardRowTemplateInfos: unknown[] } })
    .cardTemplateOverride.cardRowTemplateInfos;

describe('templateWidgetEntry', () => {
  it('matches classTemplateInfo and no other field of either resource', () => {
    for (const schema of Object.values(resourceSchemas)) {
      const matched = [...walkNodes(introspect(schema))].filter((node) =>
        templateWidgetEntry.test(node),
      );
      expect(matched.map((node) => node.key)).toEqual(['classTemplateInfo']);
    }
  });
});

describe('TemplateWidget read-only', { timeout: 20_000 }, () => {
  it('offers no list tools and disables every other control', () => {
    renderTemplateWidget('transitClass', transitDoc(), { readOnly: true });
    // As on every list of the form: no "+ Add" and no row tools on a read-only document.
    expect(screen.queryByRole('button', { name: 'Add row' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add below' }).matches(':disabled')).toBe(true);
  });
});

describe('TemplateWidget card rows', { timeout: 20_000 }, () => {
  it('adds a two-item row and picks a path from the suggestions by keyboard', async () => {
    const { user, values } = renderTemplateWidget('transitClass', transitDoc());
    expect(values().classTemplateInfo).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(values().classTemplateInfo).toStrictEqual({
      cardTemplateOverride: { cardRowTemplateInfos: [{ twoItems: {} }] },
    });

    await user.click(screen.getByRole('button', { name: 'Add start item' }));
    const picker = screen.getByRole('combobox', { name: 'Field path' });
    expect(picker).toHaveProperty('ownerDocument.activeElement', picker);
    expect(screen.getByText('Field path is required')).toBeDefined();

    await user.keyboard('Zone');
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /Zone/ });
    expect(picker.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    await user.clear(picker);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(values().classTemplateInfo).toStrictEqual({
      cardTemplateOverride: {
        cardRowTemplateInfos: [
          { twoItems: { startItem: { firstValue: ref("class.textModulesData['a']") } } },
        ],
      },
    });
    expect(screen.queryByText('Field path is required')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Not found in this document')).toBeNull());
  });

  it('switches a row to three items keeping its values, and back to one', async () => {
    const start = { firstValue: ref("class.textModulesData['a']") };
    const end = { firstValue: ref("class.textModulesData['b']") };
    const { user, values } = renderTemplateWidget('transitClass', {
      ...transitDoc(),
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [{ twoItems: { startItem: start, endItem: end } }],
        },
      },
    });
    await user.click(screen.getByRole('radio', { name: '3 items' }));
    expect(rowsOf(values())).toStrictEqual([{ threeItems: { startItem: start, endItem: end } }]);
    expect(screen.getByRole('radio', { name: '3 items' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Add middle item' })).toBeDefined();
    // The slots name their values by the modules' headers.
    expect(screen.getByRole('button', { name: /Start item.*Fare/ })).toBeDefined();

    // Opening a filled slot takes focus to its path, offering every suggestion to swap it for.
    await user.click(screen.getByRole('button', { name: /Start item.*Fare/ }));
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).getByRole('option', { name: /Zone/ })).toBeDefined();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('radio', { name: '1 item' }));
    expect(rowsOf(values())).toStrictEqual([{ oneItem: { item: start } }]);
  });

  it('reorders rows with Alt+Arrow keys and buttons, keeping focus, and removes them', async () => {
    const rowA = { oneItem: { item: { firstValue: ref("class.textModulesData['a']") } } };
    const rowB = { oneItem: { item: { firstValue: ref("class.textModulesData['b']") } } };
    const { user, values } = renderTemplateWidget('transitClass', {
      ...transitDoc(),
      classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [rowA, rowB] } },
    });
    const moveDown = screen.getByRole('button', { name: 'Move row 1 down' });
    moveDown.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(rowsOf(values())).toStrictEqual([rowB, rowA]);
    // The moved row is now last: its "down" button is disabled, so focus takes its "up" button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move row 2 up' }));
    expect(screen.getByText(/Row 1 moved to position 2 of 2/)).toBeDefined();

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(rowsOf(values())).toStrictEqual([rowA, rowB]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move row 1 down' }));
    await user.click(screen.getByRole('button', { name: 'Move row 1 down' }));
    expect(rowsOf(values())).toStrictEqual([rowB, rowA]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move row 2 up' }));

    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(rowsOf(values())).toStrictEqual([rowA]);
    // The only row left cannot move: focus lands on its first enabled tool.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove row 1' }));
  });

  it('warns beyond three rows', async () => {
    const { user } = renderTemplateWidget('transitClass', transitDoc());
    const add = () => user.click(screen.getByRole('button', { name: 'Add row' }));
    for (let i = 0; i < 3; i += 1) await add();
    expect(screen.queryByText(/Google shows at most 3 card rows/)).toBeNull();
    await add();
    expect(screen.getByText(/Google shows at most 3 card rows/)).toBeDefined();
    expect(
      within(screen.getByRole('group', { name: /Row 4/ })).getByText('Not shown'),
    ).toBeDefined();
  });
});

describe('TemplateWidget values', { timeout: 20_000 }, () => {
  it('adds a fallback, sets and clears a date format, and removes references down to the value', async () => {
    const { user, values } = renderTemplateWidget('transitClass', transitDoc());
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Add start item' }));
    await user.keyboard('object.ticketLeg.departureDateTime');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date format' }), 'TIME_ONLY');
    await user.click(screen.getByRole('button', { name: 'Add fallback' }));
    expect(document.activeElement).toBe(screen.getAllByRole('combobox', { name: 'Field path' })[1]);
    await user.keyboard('object.custom');
    expect(await screen.findByText('Not found in this document')).toBeDefined();

    const item = () =>
      (rowsOf(values())[0] as { twoItems: { startItem: unknown } }).twoItems.startItem;
    expect(item()).toStrictEqual({
      firstValue: {
        fields: [
          { fieldPath: 'object.ticketLeg.departureDateTime', dateFormat: 'TIME_ONLY' },
          { fieldPath: 'object.custom' },
        ],
      },
    });

    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Date format' })[0]!, '');
    await user.click(screen.getByRole('button', { name: 'Remove fallback 1' }));
    // Cleared values are undefined ("not set"), as everywhere in the form: export leaves them out.
    expect(item()).toEqual({ firstValue: ref('object.ticketLeg.departureDateTime') });

    await user.click(screen.getByRole('button', { name: 'Remove first value' }));
    expect(item()).toEqual({});
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add first value' }));
  });

  it('shows errors from the issue channel under the controls they concern, and flags the slot', async () => {
    const { user, values } = renderTemplateWidget('transitClass', {
      ...transitDoc(),
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [
            {
              oneItem: {
                item: { firstValue: { fields: [{ fieldPath: 'x', dateFormat: 'SOMETIMES' }, {}] } },
              },
            },
          ],
        },
      },
    });
    // The channel has the document's issues once it has painted.
    expect(await screen.findByText('Needs attention')).toBeDefined();
    await user.click(screen.getByRole('button', { name: /^Item/ }));
    const [dateFormat] = screen.getAllByRole('combobox', { name: 'Date format' });
    expect(dateFormat?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('option', { name: '"SOMETIMES" (not a valid choice)' })).toBeDefined();
    const [, missingPath] = screen.getAllByRole('combobox', { name: 'Field path' });
    expect(missingPath?.getAttribute('aria-invalid')).toBe('true');
    expect(missingPath?.getAttribute('aria-describedby')).toBeTruthy();

    await user.selectOptions(dateFormat!, 'DATE_ONLY');
    // The changed subtree is validated after the next paint.
    await waitFor(() => expect(dateFormat?.getAttribute('aria-invalid')).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Remove fallback 1' }));
    await waitFor(() => expect(screen.queryByText('Needs attention')).toBeNull());
    expect(rowsOf(values())).toStrictEqual([
      {
        oneItem: {
          item: { firstValue: { fields: [{ fieldPath: 'x', dateFormat: 'DATE_ONLY' }] } },
        },
      },
    ]);
  });
});

describe('TemplateWidget other sections', { timeout: 20_000 }, () => {
  it('edits the barcode slots and drops the section when its last slot goes', async () => {
    const { user, values } = renderTemplateWidget('transitClass', transitDoc());
    await user.click(screen.getByRole('button', { name: 'Add below' }));
    await user.keyboard('class.issuerName');
    expect(values().classTemplateInfo).toStrictEqual({
      cardBarcodeSectionDetails: { firstBottomDetail: { fieldSelector: ref('class.issuerName') } },
    });
    await user.click(screen.getByRole('button', { name: 'Clear below' }));
    await waitFor(() => expect(values().classTemplateInfo).toStrictEqual({}));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add below' }));
  });

  it('adds, reorders and removes details items', async () => {
    const { user, values } = renderTemplateWidget('transitClass', transitDoc());
    await user.click(screen.getByRole('button', { name: 'Add details item' }));
    await user.keyboard(literal("class.textModulesData['a']"));
    await user.click(screen.getByRole('button', { name: 'Add details item' }));
    await user.keyboard(literal("class.textModulesData['b']"));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    const details = () =>
      (values().classTemplateInfo as { detailsTemplateOverride: { detailsItemInfos: unknown } })
        .detailsTemplateOverride.detailsItemInfos;
    expect(details()).toStrictEqual([
      { item: { firstValue: ref("class.textModulesData['b']") } },
      { item: { firstValue: ref("class.textModulesData['a']") } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove details item 2' }));
    expect(details()).toStrictEqual([{ item: { firstValue: ref("class.textModulesData['b']") } }]);
  });

  it('sets the transit list option and shows a deprecated third row only when present', async () => {
    const { user, values } = renderTemplateWidget('transitClass', {
      ...transitDoc(),
      classTemplateInfo: { listTemplateOverride: { thirdRowOption: ref('class.issuerName') } },
    });
    const firstRow = screen.getByRole('group', { name: 'First row' });
    await user.selectOptions(
      within(firstRow).getByRole('combobox', { name: 'Transit option' }),
      'ORIGIN_NAME',
    );
    expect(screen.getByText('Deprecated: removed on export')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove deprecated third row' }));
    expect(values().classTemplateInfo).toEqual({
      listTemplateOverride: { firstRowOption: { transitOption: 'ORIGIN_NAME' } },
    });
    expect(screen.queryByText('Deprecated: removed on export')).toBeNull();
    await user.selectOptions(
      within(firstRow).getByRole('combobox', { name: 'Transit option' }),
      '',
    );
    // The emptied first row, then the emptied list row, go: no {} is left behind.
    await waitFor(() => expect(values().classTemplateInfo).toStrictEqual({}));
  });
});

describe('TemplateWidget in an offer object', { timeout: 20_000 }, () => {
  it('binds under classReference and suggests class and object paths', async () => {
    const { user, values } = renderTemplateWidget('offerObject', {
      id: 'i.o',
      classId: 'i.c',
      textModulesData: [{ id: 'code', header: 'Code' }],
      classReference: { id: 'i.c', textModulesData: [{ id: 'terms', header: 'Terms' }] },
    });
    expect(screen.queryByRole('combobox', { name: 'Transit option' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Add end item' }));
    await user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        expect.stringContaining("class.textModulesData['terms']"),
        expect.stringContaining("object.textModulesData['code']"),
        expect.stringContaining('object.validTimeInterval.start'),
      ]),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard(literal('object.textModulesData["code"]'));
    expect(screen.queryByText('Not found in this document')).toBeNull();
    expect((values().classReference as Record<string, unknown>).classTemplateInfo).toStrictEqual({
      cardTemplateOverride: {
        cardRowTemplateInfos: [
          { twoItems: { endItem: { firstValue: ref('object.textModulesData["code"]') } } },
        ],
      },
    });
    expect(values().classTemplateInfo).toBeUndefined();
  });

  it('updates suggestions when a module id changes elsewhere in the form', async () => {
    const { user, values, setValue } = renderTemplateWidget('offerObject', {
      id: 'i.o',
      classId: 'i.c',
      classReference: { id: 'i.c' },
    });
    expect(values().classReference).toStrictEqual({ id: 'i.c' });
    await user.click(screen.getByRole('button', { name: 'Add details item' }));
    await user.keyboard('{ArrowDown}');
    const site = { name: /object\.linksModuleData\.uris\['site'\]/ };
    expect(within(screen.getByRole('listbox')).queryByRole('option', site)).toBeNull();
    act(() =>
      setValue('linksModuleData', {
        uris: [{ id: 'site', uri: 'https://example.com', description: 'Site' }],
      }),
    );
    expect(within(screen.getByRole('listbox')).getByRole('option', site).textContent).toContain(
      'Site',
    );
  });
});
