import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifferenceList, changedSince, differ, type Sides } from './DifferenceList';

const offerClass = {
  id: '1.spring',
  issuerName: 'Corner Bakery',
  title: 'Spring sale',
  localizedTitle: { defaultValue: { language: 'en', value: 'Spring sale' } },
  hexBackgroundColor: '#0b4f6c',
  redemptionChannel: 'INSTORE',
  textModulesData: [{ id: 'a', header: 'Fine print', body: 'One per customer' }],
};
const summer = {
  ...offerClass,
  title: 'Summer sale',
  localizedTitle: { defaultValue: { language: 'en', value: 'Summer sale' } },
  hexBackgroundColor: '#c0392b',
  redemptionChannel: 'ONLINE',
  textModulesData: [...offerClass.textModulesData, { id: 'b', header: 'Hours', body: '8–6' }],
};

function show(props: { sides?: Sides; limit?: number; after?: unknown } = {}) {
  render(
    <DifferenceList
      kind="offerClass"
      compared={{ before: offerClass, after: props.after ?? summer }}
      heading={changedSince('the version of 10:02')}
      {...(props.sides && { sides: props.sides })}
      {...(props.limit && { limit: props.limit })}
    />,
  );
  return screen.getByRole('region', { name: 'Changed fields' });
}

describe('DifferenceList', () => {
  it('lists each difference once, by label, its values in words, counted by noun', () => {
    const list = show();
    expect(within(list).getByRole('heading').textContent).toBe(
      '3 fields and 1 list changed since the version of 10:02',
    );
    const rows = within(list)
      .getAllByRole('listitem')
      .map((item) => [
        item.firstChild?.textContent,
        within(item).queryByRole('deletion')?.textContent,
        within(item).queryByRole('insertion')?.textContent,
      ]);
    expect(rows).toEqual([
      ['Changed Title', 'Before: Spring sale', 'After: Summer sale'],
      ['Changed Background colour', 'Before: #0b4f6c', 'After: #c0392b'],
      ['Changed Redemption channel', 'Before: In store', 'After: Online'],
      ['Changed Text modules', 'Before: 1 text module', 'After: 2 text modules'],
    ]);
    expect(list.textContent).not.toMatch(/["{}]|INSTORE/);
  });

  it.each<[string, unknown, string]>([
    ['nothing changed', offerClass, 'No changes since the version of 10:02'],
    [
      'one field',
      { ...offerClass, issuerName: 'Bakery' },
      '1 field changed since the version of 10:02',
    ],
  ])('says %s in its heading', (_name, after, heading) => {
    expect(within(show({ after })).getByRole('heading').textContent).toBe(heading);
  });

  it('names both sides where the choice is between them, and stops at its limit', () => {
    const list = show({ sides: { before: 'Yours', after: 'Server’s', shown: true }, limit: 2 });
    const [first] = within(list).getAllByRole('listitem');
    expect(
      within(first!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Yours', 'Server’s']);
    expect(
      within(first!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Spring sale', 'Summer sale']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list.textContent).toMatch('and 2 more');
  });

  it('words a comparison of two documents with differ()', () => {
    render(
      <DifferenceList
        kind="offerClass"
        compared={{ before: offerClass, after: { ...offerClass, issuerName: 'Bakery' } }}
        heading={differ(', from “a” to “b”')}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('1 field differs, from “a” to “b”');
  });
});
