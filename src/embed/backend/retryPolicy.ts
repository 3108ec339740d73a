import { NetworkError, ServerError } from './backendErrors';

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** The first wait; each retry doubles it. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs?: number;
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

const transientStatuses = new Set([502, 503, 504]);

/** A failure worth trying again: the network, or a gateway or server that is briefly away. */
export function isTransient(error: unknown): boolean {
  return (
    error instanceof NetworkError ||
    (error instanceof ServerError && transientStatuses.has(error.status))
  );
}

/**
 * TanStack Query's own retry, for a backend call: transient failures only, with backoff. The
 * network mode is 'always' so an offline browser fails and says so instead of waiting unseen.
 */
export function retryWith(
  options: RetryOptions = defaultRetry,
  random: () => number = Math.random,
) {
  return {
    retry: (failureCount: number, error: unknown) =>
      failureCount < options.retries && isTransient(error),
    retryDelay: (failureCount: number) => backoffDelay(failureCount, options, random),
    networkMode: 'always' as const,
  };
}
