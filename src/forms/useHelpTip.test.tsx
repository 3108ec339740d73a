import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useHelpTip } from './useHelpTip';

function Field() {
  const tip = useHelpTip(true);
  return (
    <>
      <div {...tip.control}>
        <input aria-label="Header" />
      </div>
      <p>{tip.open ? 'help shown' : 'help hidden'}</p>
      <button type="button">Add text module</button>
    </>
  );
}

const shown = () => screen.getByText(/^help /).textContent;

describe('useHelpTip', () => {
  it('shows while the control has the focus, and Escape closes it until the focus comes back', async () => {
    const user = userEvent.setup();
    render(<Field />);
    expect(shown()).toBe('help hidden');
    await user.tab();
    expect(shown()).toBe('help shown');
    await user.keyboard('{Escape}');
    expect(shown()).toBe('help hidden');
    await user.type(screen.getByRole('textbox'), 'x');
    expect(shown()).toBe('help hidden');
    await user.tab();
    await user.tab({ shift: true });
    expect(shown()).toBe('help shown');
  });

  it('stays while a press elsewhere is held, so what was pressed does not move before its click', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox');
    const add = screen.getByRole('button');
    act(() => input.focus());
    fireEvent.pointerDown(add);
    act(() => add.focus());
    expect(shown()).toBe('help shown');
    fireEvent.pointerUp(add);
    await waitFor(() => expect(shown()).toBe('help hidden'));
  });

  it('stays when the press lands back in its own field (a click on its label)', async () => {
    render(<Field />);
    const input = screen.getByRole('textbox');
    act(() => input.focus());
    fireEvent.pointerDown(document.body);
    act(() => input.blur());
    act(() => input.focus());
    fireEvent.pointerUp(document.body);
    // After the hiding the release scheduled (a task), had it hidden anything.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shown()).toBe('help shown');
  });
});
