import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './import/ModalDialog';
import { lazyDialog } from './lazyDialog';

interface Props {
  onClose: () => void;
}

function Real({ onClose }: Props) {
  return (
    <ModalDialog title="Compare documents" onClose={onClose}>
      <label>
        First document <input />
      </label>
    </ModalDialog>
  );
}

/** A dialog whose module resolves or fails when the test says. */
function deferred() {
  let settle: { resolve: () => void; reject: () => void } | undefined;
  const load = () =>
    new Promise<typeof Real>((resolve, reject) => {
      settle = { resolve: () => resolve(Real), reject: () => reject(new Error('offline')) };
    });
  return { load, settle: () => settle };
}

describe('lazyDialog', () => {
  it('opens at once with its title and a loading status, then shows the dialog', async () => {
    const { load, settle } = deferred();
    const Dialog = lazyDialog<Props>('Compare documents', load, (props) => props.onClose);
    const onClose = vi.fn();
    // Awaited: the first render suspends, and the fallback's effects run once act settles.
    await act(async () => {
      render(<Dialog onClose={onClose} />);
      await Promise.resolve();
    });
    const loading = screen.getByRole('dialog', { name: 'Compare documents' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    // Focus is inside at once: Escape (or Cancel) closes it before the code is in.
    expect(loading.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(loading, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => {
      settle()?.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByRole('textbox', { name: 'First document' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when its code does not load, and Close closes it', async () => {
    const { load, settle } = deferred();
    const Dialog = lazyDialog<Props>('Publish', load, (props) => props.onClose);
    const onClose = vi.fn();
    // React reports the caught error to the console; the dialog is what this test reads.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(<Dialog onClose={onClose} />);
      await Promise.resolve();
    });
    await act(async () => {
      settle()?.reject();
      await Promise.resolve();
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“Publish” could not be opened.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});
