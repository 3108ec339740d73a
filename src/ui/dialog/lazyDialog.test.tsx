import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '../ModalDialog';
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
    const Dialog = lazyDialog({
      title: 'Compare documents',
      load,
      pick: (component) => component,
      closeOf: (props: Props) => props.onClose,
    });
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

  it('holds the width of the dialog it stands for while loading and once loaded', async () => {
    const { load, settle } = deferred();
    const Dialog = lazyDialog({
      title: 'Compare documents',
      size: 'full',
      load,
      pick: (component) => component,
      closeOf: (props: Props) => props.onClose,
    });
    await act(async () => {
      render(<Dialog onClose={vi.fn()} />);
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog').getAttribute('data-size')).toBe('full');
    await act(async () => {
      settle()?.resolve();
      await Promise.resolve();
    });
    await screen.findByRole('textbox', { name: 'First document' });
    expect(screen.getByRole('dialog').getAttribute('data-size')).toBe('full');
  });

  it('says so when its code does not load; Try again loads it, Close closes it', async () => {
    let attempts = 0;
    const first = deferred();
    const second = deferred();
    const load = () => (++attempts === 1 ? first.load() : second.load());
    const Dialog = lazyDialog({
      title: 'Publish',
      size: 'wide',
      load,
      pick: (component) => component,
      closeOf: (props: Props) => props.onClose,
    });
    const onClose = vi.fn();
    // React reports the caught error to the console; the dialog is what this test reads.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(<Dialog onClose={onClose} />);
      await Promise.resolve();
    });
    await act(async () => {
      first.settle()?.reject();
      await Promise.resolve();
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“Publish” could not be opened.');
    expect(screen.getByRole('dialog', { name: 'Publish' }).getAttribute('data-size')).toBe('wide');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    // Awaited as the first opening is: the retried render suspends again.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await Promise.resolve();
    });
    expect(attempts).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => {
      second.settle()?.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByRole('textbox', { name: 'First document' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
    quiet.mockRestore();
  });
});
