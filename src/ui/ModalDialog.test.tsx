import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './ModalDialog';

function Opener({ autofocus = false }: { autofocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog title="Import report" onClose={() => setOpen(false)}>
          <button type="button">First</button>
          <button type="button" data-autofocus={autofocus || undefined}>
            Last
          </button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it.each([
    { autofocus: false, focused: 'First' },
    { autofocus: true, focused: 'Last' },
  ])(
    'is a modal named by its title, focus on $focused; Escape closes it and focus goes back',
    ({ autofocus, focused }) => {
      render(<Opener autofocus={autofocus} />);
      const opener = screen.getByRole('button', { name: 'Open' });
      opener.focus();
      fireEvent.click(opener);
      const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Import report' });
      expect(dialog.open).toBe(true);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: focused }));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    },
  );
});
