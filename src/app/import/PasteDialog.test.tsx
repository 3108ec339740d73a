import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PasteDialog } from './PasteDialog';

describe('PasteDialog', () => {
  it('opens the pasted text once there is some', () => {
    const onOpen = vi.fn();
    render(<PasteDialog onOpen={onOpen} onCancel={vi.fn()} />);
    const open = screen.getByRole('button', { name: 'Open' });
    expect(open).toHaveProperty('disabled', true);
    const field = screen.getByLabelText('JSON');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '{"id": "1.a"}' } });
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith('{"id": "1.a"}');
  });

  it('cancels', () => {
    const onCancel = vi.fn();
    render(<PasteDialog onOpen={vi.fn()} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
