import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopupMenu } from './PopupMenu';

describe('PopupMenu', () => {
  it('starts on the first item, moves with the arrows, chooses with Enter, closes on Escape', async () => {
    const compare = vi.fn();
    const onClose = vi.fn();
    const items = [
      { label: 'Compare with “c”', onSelect: compare },
      { label: 'Close tab', onSelect: vi.fn() },
    ];
    render(<PopupMenu label="a actions" at={{ x: 0, y: 0 }} items={items} onClose={onClose} />);
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
