import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStudio } from '../test/renderStudio';

// A transit class with an error in Basics (an ID that is a number) and Images (a logo
// that is not a URI), and Google warnings in Basics (an issuer name past 20) and Modules.
const document = {
  id: 5,
  issuerName: 'A metro of twenty-one',
  reviewStatus: 'UNDER_REVIEW',
  transitType: 'RAIL',
  logo: { sourceUri: { uri: 'not a uri' } },
  textModulesData: [{ id: 'fare.1', header: 'Fare', body: '2' }],
};

const issues = () => screen.getByRole('region', { name: 'Issues' });
const focused = () => window.document.activeElement;
const groups = () =>
  within(issues())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('IssueList', () => {
  it('groups the issues under the form’s sections and filters them by kind, with counts', async () => {
    renderStudio('transitClass', document);
    const filter = await within(issues()).findByRole('group', { name: 'Show' });
    const all = within(filter).getByRole('radio', { name: /^All \d+$/ });
    const errors = within(filter).getByRole('radio', { name: /^Errors \d+$/ });
    const warnings = within(filter).getByRole('radio', { name: /^Google warnings \d+$/ });
    expect(all).toHaveProperty('checked', true);
    expect(groups()).toEqual([
      expect.stringMatching(/^Basics \d+$/),
      expect.stringMatching(/^Images \d+$/),
      expect.stringMatching(/^Modules \d+$/),
    ]);

    fireEvent.click(errors);
    expect(groups()).toEqual(['Basics 1', 'Images 1']);
    expect(within(issues()).getAllByRole('button', { name: /^Error/ })).toHaveLength(2);
    expect(within(issues()).queryByRole('button', { name: /^Warning/ })).toBeNull();

    fireEvent.click(warnings);
    expect(groups()).toEqual([expect.stringMatching(/^Basics/), 'Modules 1']);
    expect(within(issues()).queryByRole('button', { name: /^Error/ })).toBeNull();

    const count = (radio: HTMLElement) => Number(/\d+$/.exec(radio.textContent ?? '')?.[0]);
    expect(count(all)).toBe(count(errors) + count(warnings));
  });

  it('gives a long ID a line break after each dot and nowhere inside its number', async () => {
    renderStudio('offerObject', {
      id: '3388000000012345678.o',
      classId: '3388000000012345678.c',
      classReference: { id: '3388000000012345678.other' },
    });
    const item = await within(issues()).findByRole('button', { name: /but Class ID is/ });
    const message = item.querySelector('.issue__message')!;
    expect(message.innerHTML).toContain('“3388000000012345678.<wbr>other”');
    expect(message.innerHTML).not.toMatch(/\d<wbr>\d/);
  });

  it('makes the issues one Tab stop: Down and Up between them, Right to Google’s rule and Show path', async () => {
    renderStudio('transitClass', document);
    // Errors come first, Google's warnings once the linter is in: both are there.
    await within(issues()).findAllByRole('button', { name: /^Warning/ });
    const all = within(issues()).getAllByRole('button', { name: /^(Error|Warning)/ });
    const [first, second] = all;
    const tools = within(issues()).getAllByRole('toolbar', { name: /^(Error|Warning) at / });
    const rows = within(issues()).getAllByRole('listitem');
    expect(tools).toHaveLength(rows.length);
    expect(all.length).toBeGreaterThan(2);
    // One stop, across the sections' groups: Tab from the first issue leaves the list.
    first!.focus();
    await userEvent.tab();
    expect(issues().contains(focused())).toBe(false);
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(first);
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(second);
    for (let i = 0; i < all.length; i++) await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(all.at(-1));
    await userEvent.keyboard('{ArrowUp}');
    expect(focused()).toBe(all.at(-2));
    first!.focus();

    await userEvent.keyboard('{ArrowRight}');
    const row = first!.closest('li')!;
    const showPath = within(row).getByText(/^Show path/);
    const rule = within(row).queryByRole('link', { name: /^Google’s rule/ });
    expect(focused()).toBe(rule ?? showPath);
    await userEvent.keyboard('{End}');
    expect(focused()).toBe(showPath);
    // Tab leaves the list from the tool and comes back to it: one stop, where it was left.
    await userEvent.tab();
    expect(issues().contains(focused())).toBe(false);
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(showPath);
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe(first);
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(second);
  });
});
