import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoreMenu } from './MoreMenu';

const changes = vi.fn();
const publish = vi.fn();

/** A bar as useToolbarFit leaves it on a narrow screen: two commands moved, More shown. */
function Bar() {
  const bar = useRef<HTMLDivElement>(null);
  return (
    <div ref={bar} role="toolbar" aria-label="Document">
      <button type="button">Export…</button>
      <button type="button" data-fit="movable" hidden onClick={changes}>
        Changes…
      </button>
      <span data-fit="movables">
        <button type="button" hidden onClick={publish}>
          Publish…
        </button>
      </span>
      <MoreMenu bar={bar} />
    </div>
  );
}

/** The bar, its More button shown as useToolbarFit shows it when something moved. */
function show() {
  const { container } = render(<Bar />);
  container.querySelector<HTMLElement>('[data-fit="more"]')!.hidden = false;
  return screen.getByRole('button', { name: 'More' });
}

describe('MoreMenu', () => {
  it('opens on its first command by keyboard, chooses one, and gives the focus back', async () => {
    const more = show();
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'More document commands' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Changes…',
      'Publish…',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Changes…' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(publish).toHaveBeenCalledOnce();
    expect(changes).not.toHaveBeenCalled();
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(more);
  });

  it.each(['{Escape}', '{Tab}'])('closes on %s, the focus back on More', async (key) => {
    const more = show();
    more.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Changes…' }));
    await userEvent.keyboard(key);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
  });

  it('closes when pressed again, and lists only what moved', async () => {
    const more = show();
    screen.getByText('Publish…').hidden = false;
    await userEvent.click(more);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Changes…']);
    await userEvent.click(more);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
