import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './ModalDialog';

describe('ModalDialog', () => {
  it('is named by its title, keeps Tab inside, and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <ModalDialog title="Import report" onClose={onClose}>
        <button type="button">First</button>
        <button type="button">Last</button>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import report' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
