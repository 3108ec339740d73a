import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftLock } from './useDraftLock';

type Grant = (lock: { name: string } | null) => unknown;

/** A lock manager that grants only when the test says so, as a busy browser does. */
function slowLocks() {
  const pending: { name: string; grant: Grant }[] = [];
  const held = new Set<string>();
  const locks = {
    request: (name: string, _options: unknown, grant: Grant) => {
      pending.push({ name, grant });
      return Promise.resolve();
    },
  };
  /** Answers the oldest request: the lock if free; returns what the holder returned. */
  const answerNext = async () => {
    const next = pending.shift();
    if (!next) throw new Error('no lock request waiting');
    const free = !held.has(next.name);
    const result = next.grant(free ? { name: next.name } : null);
    if (free && result instanceof Promise) {
      held.add(next.name);
      void result.then(() => held.delete(next.name));
    }
    await Promise.resolve();
    return { free, result };
  };
  return { locks, answerNext, held };
}

describe('useDraftLock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives a lock granted after its holder left back at once, so the next holder edits', async () => {
    vi.useFakeTimers();
    const browser = slowLocks();
    vi.stubGlobal('navigator', { locks: browser.locks });
    const settle = () => Promise.resolve();
    const first = renderHook(() => useDraftLock('d1', settle));
    first.unmount();
    // The holder has gone (its last save settled, its release ran) before the browser answered.
    await act(() => vi.runAllTimersAsync());
    const late = await browser.answerNext();
    expect(late.result).toBeUndefined();
    expect(browser.held.has('pass-studio.draft.d1')).toBe(false);

    const second = renderHook(() => useDraftLock('d1', settle));
    await act(() => browser.answerNext());
    expect(second.result.current).toBe('held');
  });
});
