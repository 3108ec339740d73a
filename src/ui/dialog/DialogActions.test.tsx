import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogActions } from './DialogActions';
import { ModalDialog } from '../ModalDialog';

describe('DialogActions', () => {
  it('puts the way out first, other actions between, the primary action last', () => {
    const onCancel = vi.fn();
    const onOpen = vi.fn();
    render(
      <DialogActions
        dismiss={{ label: 'Cancel', onClick: onCancel }}
        primary={{ label: 'Open anyway', onClick: onOpen }}
      >
        <button type="button">Repair</button>
      </DialogActions>,
    );
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['Cancel', 'Repair', 'Open anyway']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open anyway' }));
    expect([onCancel.mock.calls.length, onOpen.mock.calls.length]).toEqual([1, 1]);
  });

  it('sends its form with a submit action, and a disabled action does nothing', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onSign = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <DialogActions
          primary={{ label: 'Rename', submit: true }}
          dismiss={{ label: 'Sign link', onClick: onSign, disabled: true }}
        />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign link' }));
    expect([onSubmit.mock.calls.length, onSign.mock.calls.length]).toEqual([1, 0]);
  });

  it.each([
    ['dismiss', 'Close'],
    ['primary', 'Download offer.json'],
  ] as const)('starts the dialog’s focus on the %s action when asked', (which, label) => {
    const other = which === 'dismiss' ? 'primary' : 'dismiss';
    render(
      <ModalDialog title="Export preview" onClose={vi.fn()}>
        <DialogActions {...{ [which]: { label, autoFocus: true }, [other]: { label: 'Other' } }} />
      </ModalDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: label }));
  });

  it('says a status politely at the start of the row', () => {
    render(<DialogActions status="Copied." dismiss={{ label: 'Close' }} />);
    expect(screen.getByRole('status').textContent).toBe('Copied.');
  });
});
