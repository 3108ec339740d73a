import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../../test/renderStudio';

// The template editor inside the whole form: reached from the issue list and from focusPath (what
// a click in the preview calls), as every other field is.

const ref = (fieldPath: string, extra: Record<string, unknown> = {}) => ({
  fields: [{ fieldPath, ...extra }],
});

const transit = (classTemplateInfo: Record<string, unknown>) => ({
  id: '1.a',
  issuerName: 'Metro',
  textModulesData: [
    { id: 'fare', header: 'Fare', body: '2.80 EUR' },
    { id: 'zone', header: 'Zone', body: '1-2' },
  ],
  classTemplateInfo,
});

const startItem = (item: Record<string, unknown>) =>
  transit({ cardTemplateOverride: { cardRowTemplateInfos: [{ twoItems: { startItem: item } }] } });

const openSection = (title: string) =>
  fireEvent.click(
    within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
      name: new RegExp(`^${title}`),
    }),
  );

describe('the template editor in the form', { timeout: 30_000 }, () => {
  it('an issue in a closed slot opens the slot and focuses the field it is about', async () => {
    const user = userEvent.setup();
    renderStudio(
      'transitClass',
      startItem({ firstValue: ref("class.textModulesData['fare']", { dateFormat: 'SOMETIMES' }) }),
    );
    const issue = await screen.findByRole('button', { name: /^Error.*Date format/ });
    await user.click(issue);
    const dateFormat = await screen.findByRole('combobox', { name: 'Date format' });
    await waitFor(() => expect(document.activeElement).toBe(dateFormat));
    expect(dateFormat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: /^Start item/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('focusPath (a click in the preview) lands on the slot reference it names', async () => {
    const { studio } = renderStudio(
      'transitClass',
      startItem({
        firstValue: {
          fields: [
            { fieldPath: "class.textModulesData['fare']" },
            { fieldPath: 'class.issuerName' },
          ],
        },
      }),
    );
    const path = [
      'classTemplateInfo',
      'cardTemplateOverride',
      'cardRowTemplateInfos',
      0,
      'twoItems',
      'startItem',
      'firstValue',
      'fields',
      1,
      'fieldPath',
    ];
    act(() => studio().focusPath(path));
    await screen.findByRole('heading', { level: 2, name: 'Card template' });
    await waitFor(() => {
      const focused = document.activeElement as HTMLInputElement | null;
      expect(focused?.getAttribute('role')).toBe('combobox');
      expect(focused?.value).toBe('class.issuerName');
    });
  });

  it('adds an optional second value beside the first and removes it again', async () => {
    const user = userEvent.setup();
    const { latest } = renderStudio(
      'transitClass',
      startItem({ firstValue: ref("class.textModulesData['fare']") }),
    );
    openSection('Card template');
    await user.click(screen.getByRole('button', { name: /Start item.*Fare/ }));
    await user.click(screen.getByRole('button', { name: 'Add second value' }));
    const second = screen.getByRole('group', { name: 'Second value' });
    const picker = within(second).getByRole('combobox', { name: 'Field path' });
    expect(document.activeElement).toBe(picker);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(latest.document).toMatchObject(
        startItem({
          firstValue: ref("class.textModulesData['fare']"),
          secondValue: ref("class.textModulesData['zone']"),
        }),
      ),
    );
    expect(screen.getByRole('button', { name: /Start item.*Fare \/ Zone/ })).toBeDefined();

    await user.click(within(second).getByRole('button', { name: 'Remove second value' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add second value' }));
    await waitFor(() =>
      expect(latest.document).toEqual(
        startItem({ firstValue: ref("class.textModulesData['fare']") }),
      ),
    );
  });

  it('labels every control of an open slot, and describes the path with its help', async () => {
    const user = userEvent.setup();
    renderStudio('transitClass', startItem({ firstValue: ref('object.nowhere') }));
    openSection('Card template');
    await user.click(screen.getByRole('button', { name: /^Start item/ }));
    const panel = screen.getByRole('region', { name: 'Row 1, start item' });
    const path = within(panel).getByRole('combobox', { name: 'Field path' });
    expect(path.getAttribute('aria-describedby')?.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(within(panel).getByText('Not found in this document')).toBeDefined();
    for (const name of ['Date format', 'Predefined item']) {
      expect(within(panel).getByRole('combobox', { name })).toBeDefined();
    }
  });
});
