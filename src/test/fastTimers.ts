import { act } from '@testing-library/react';
import { vi } from 'vitest';

// Captured before any test fakes them: the real clock bounds the wait, and a real macrotask lets
// what fake time cannot hurry (a lazy import, a resolved promise chain) move on.
const realSetTimeout = globalThis.setTimeout;
const realNow = () => performance.now();

/**
 * Fakes the page's timers and clock (not React's scheduler, animation frames or microtasks), so
 * debounces (undo steps, autosave) pass in fake time instead of real seconds. Use `eventually`
 * instead of Testing Library's `waitFor` and `findBy*` while they are fake: those wait on the
 * (now fake) timers and never return.
 */
export function fakePageTimers(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

export interface EventuallyOptions {
  /** Fake milliseconds each attempt moves the clock on. */
  stepMs?: number;
  /** Real milliseconds before giving up with the check's last failure. */
  timeoutMs?: number;
}

/**
 * Retries `check` until it returns without throwing, moving fake time on by `stepMs` between
 * attempts (inside `act`, so React applies what the timers did) and letting one real macrotask
 * run. Fails with the check's own last error after `timeoutMs` of real time.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { stepMs = 100, timeoutMs = 30_000 }: EventuallyOptions = {},
): Promise<T> {
  const until = realNow() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (realNow() > until) throw error;
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
      await new Promise<void>((done) => realSetTimeout(done, 0));
    });
  }
}
