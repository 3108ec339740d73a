import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A module load the test settles by hand. */
function manualLoad() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<typeof Counter>((resolve, reject) => {
      settle = { resolve: () => resolve(Counter), reject };
    });
  };
  return { load, settle: () => settle, calls: () => calls };
}

// A suspending render resumes only when it ran inside an awaited act (React 19).
async function renderAsync(ui: ReactElement) {
  let utils: ReturnType<typeof render> | undefined;
  await act(() => Promise.resolve(void (utils = render(ui))));
  return utils as ReturnType<typeof render>;
}

const fallback = ({ label }: { label: string }) => <p role="status">Loading {label}…</p>;

describe('preloadable', () => {
  it('shows the fallback until the module is in, then the component', async () => {
    const module = manualLoad();
    const Lazy = preloadable(module.load, fallback);
    await renderAsync(<Lazy label="Clicks" />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading Clicks…');
    await act(() => Promise.resolve(module.settle()?.resolve()));
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const module = manualLoad();
    const Lazy = preloadable(module.load, fallback);
    const preloaded = Lazy.preload();
    module.settle()?.resolve();
    await preloaded;
    render(<Lazy label="Clicks" />);
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(module.calls()).toBe(1);
  });

  it('keeps the loaded component mounted, with its state, when its parent renders again', async () => {
    const module = manualLoad();
    const Lazy = preloadable(module.load, fallback);
    const { rerender } = await renderAsync(<Lazy label="Clicks" />);
    await act(() => Promise.resolve(module.settle()?.resolve()));
    fireEvent.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    rerender(<Lazy label="Taps" />);
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeTruthy();
  });

  it('forgets a failed load, so the next preload tries again', async () => {
    const module = manualLoad();
    const Lazy = preloadable(module.load);
    const first = Lazy.preload();
    module.settle()?.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Lazy.preload();
    module.settle()?.resolve();
    await expect(second).resolves.toBe(Counter);
    expect(module.calls()).toBe(2);
  });
});

describe('preloadable, when its chunk does not load', () => {
  it('says so in its place, and the rest of the page stays', async () => {
    const module = manualLoad();
    const Lazy = preloadable(module.load, fallback);
    // React reports the caught error to the console; what the page shows is this test's subject.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderAsync(
      <main>
        <h1>Editor</h1>
        <Lazy label="Clicks" />
      </main>,
    );
    await act(() => Promise.resolve(module.settle()?.reject(new Error('offline'))));
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    expect(screen.getByRole('heading', { name: 'Editor' })).toBeTruthy();
    quiet.mockRestore();
  });
});
