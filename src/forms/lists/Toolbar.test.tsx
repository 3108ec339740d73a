import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Toolbar } from './Toolbar';

/** Before, a toolbar of Up (disabled until `Down` is used), Down, Copy and Remove, then After. */
function Tools() {
  const [moved, setMoved] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Toolbar label="Text module 2">
        <button type="button" disabled={!moved}>
          Up
        </button>
        <button type="button" onClick={() => setMoved(true)}>
          Down
        </button>
        <button type="button">Copy</button>
        <button type="button">Remove</button>
      </Toolbar>
      <button type="button">After</button>
    </>
  );
}

const focused = () => document.activeElement?.textContent;

function setup() {
  const user = userEvent.setup();
  render(<Tools />);
  screen.getByRole('button', { name: 'Before' }).focus();
  return user;
}

describe('Toolbar', () => {
  it('is one Tab stop named after what it acts on, entered at its first usable button', async () => {
    const user = setup();
    expect(screen.getByRole('toolbar', { name: 'Text module 2' })).toBeTruthy();
    await user.tab();
    expect(focused()).toBe('Down');
    await user.tab();
    expect(focused()).toBe('After');
  });

  it.each([
    { keys: ['{ArrowRight}'], lands: 'Copy' },
    { keys: ['{ArrowRight}', '{ArrowRight}', '{ArrowRight}'], lands: 'Down' },
    { keys: ['{ArrowLeft}'], lands: 'Remove' },
    { keys: ['{End}'], lands: 'Remove' },
    { keys: ['{End}', '{Home}'], lands: 'Down' },
    // Keys with a modifier are the row's (Alt+↑ moves it) or the page's.
    { keys: ['{Alt>}{ArrowRight}{/Alt}'], lands: 'Down' },
    { keys: ['{Shift>}{ArrowRight}{/Shift}'], lands: 'Down' },
  ])('$keys moves to $lands, past a disabled button', async ({ keys, lands }) => {
    const user = setup();
    await user.tab();
    for (const key of keys) await user.keyboard(key);
    expect(focused()).toBe(lands);
  });

  it('comes back by Tab and Shift+Tab to the button used last', async () => {
    const user = setup();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(focused()).toBe('After');
    await user.tab({ shift: true });
    expect(focused()).toBe('Copy');
    await user.tab({ shift: true });
    expect(focused()).toBe('Before');
    await user.tab();
    expect(focused()).toBe('Copy');
  });

  it('takes in a button that becomes usable, in its place', async () => {
    const user = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Home}');
    expect(focused()).toBe('Up');
    const tabStops = screen.getAllByRole('button').filter((button) => button.tabIndex === 0);
    expect(tabStops.map((button) => button.textContent)).toEqual(['Before', 'Up', 'After']);
  });
});
