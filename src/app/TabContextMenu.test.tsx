import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDraft } from './drafts';
import type { ResourceKind } from '../schema';
import { TabContextMenu, tabMenuItems } from './TabContextMenu';

const draft = (id: string, kind: ResourceKind) => createDraft(kind, {}, id, { id });
const a = draft('a', 'offerObject');
const b = draft('b', 'transitClass');
const c = draft('c', 'offerObject');
const labels = (of: typeof a, open: (typeof a)[]) =>
  tabMenuItems(of, open, (d) => d.name, { compare: () => {}, close: () => {} }).map((item) =>
    item.disabled ? `(${item.label})` : item.label,
  );

describe('tabMenuItems', () => {
  it.each([
    ['each other document of its kind', a, [a, b, c], ['Compare with “c”', 'Close tab']],
    [
      'why not, when none is open',
      b,
      [a, b, c],
      ['(Compare: open another transit class first)', 'Close tab'],
    ],
  ])('offers %s', (_name, of, open, expected) => {
    expect(labels(of, open)).toEqual(expected);
  });
});

describe('TabContextMenu', () => {
  it('starts on the first item, moves with the arrows, chooses with Enter, closes on Escape', async () => {
    const compare = vi.fn();
    const onClose = vi.fn();
    const items = [
      { label: 'Compare with “c”', onSelect: compare },
      { label: 'Close tab', onSelect: vi.fn() },
    ];
    render(
      <TabContextMenu label="a actions" at={{ x: 0, y: 0 }} items={items} onClose={onClose} />,
    );
    expect(screen.getByRole('menu', { name: 'a actions' })).toBeTruthy();
    const [first, last] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(last);
    await userEvent.keyboard('{Home}{Enter}');
    expect(onClose).toHaveBeenCalledWith(true);
    expect(compare).toHaveBeenCalledOnce();

    // The mock leaves the menu open: Escape still closes it, giving the focus back.
    onClose.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
