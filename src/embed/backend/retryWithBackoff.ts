export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** The first wait; each retry doubles it. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs?: number;
}

export interface RetryHooks {
  shouldRetry(error: unknown): boolean;
  sleep?: (ms: number) => Promise<void>;
  /** 0 <= random() < 1, for the jitter. */
  random?: () => number;
}

export const defaultRetry: Required<RetryOptions> = {
  retries: 4,
  baseDelayMs: 250,
  maxDelayMs: 5000,
};

/**
 * The wait before retry `attempt` (0-based): exponential, capped, with "equal jitter" (half
 * fixed, half random) so clients that failed together do not come back together, and no wait
 * shrinks to nothing.
 */
export function backoffDelay(attempt: number, options: RetryOptions, random: () => number): number {
  const ceiling = Math.min(
    options.maxDelayMs ?? defaultRetry.maxDelayMs,
    options.baseDelayMs * 2 ** attempt,
  );
  return ceiling / 2 + random() * (ceiling / 2);
}

const wait = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Runs `task` until it succeeds, fails with an error not worth retrying, or retries run out. */
export async function retryWithBackoff<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions,
  hooks: RetryHooks,
): Promise<T> {
  const sleep = hooks.sleep ?? wait;
  const random = hooks.random ?? Math.random;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= options.retries || !hooks.shouldRetry(error)) throw error;
      await sleep(backoffDelay(attempt, options, random));
    }
  }
}
