import { describe, expect, it } from 'vitest';
import { backoffDelay, retryWithBackoff } from './retryWithBackoff';

describe('backoffDelay', () => {
  const options = { retries: 10, baseDelayMs: 100, maxDelayMs: 1000 };
  it.each([
    [0, 0, 50],
    [0, 0.999, 99.95],
    [1, 0, 100],
    [2, 0.5, 300],
    [3, 0, 400],
    [4, 0, 500],
    [9, 0.999, 999.5],
  ])('attempt %s with random %s waits %s ms', (attempt, random, expected) => {
    expect(backoffDelay(attempt, options, () => random)).toBeCloseTo(expected);
  });
});

describe('retryWithBackoff', () => {
  const retryable = new Error('retry me');
  const fatal = new Error('give up');
  const run = (outcomes: (Error | string)[], retries = 3) => {
    const waits: number[] = [];
    const attempts: number[] = [];
    const result = retryWithBackoff(
      (attempt) => {
        attempts.push(attempt);
        const outcome = outcomes[attempt];
        return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
      },
      { retries, baseDelayMs: 10 },
      {
        shouldRetry: (error) => error === retryable,
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
        random: () => 0,
      },
    );
    return { result, waits, attempts };
  };

  it('returns the first success, waiting longer before each retry', async () => {
    const { result, waits, attempts } = run([retryable, retryable, 'done']);
    await expect(result).resolves.toBe('done');
    expect(attempts).toEqual([0, 1, 2]);
    expect(waits).toEqual([5, 10]);
  });

  it('stops at an error not worth retrying', async () => {
    const { result, attempts } = run([retryable, fatal, 'never']);
    await expect(result).rejects.toBe(fatal);
    expect(attempts).toEqual([0, 1]);
  });

  it('gives up after the last retry with the last error', async () => {
    const { result, attempts } = run([retryable, retryable, retryable], 2);
    await expect(result).rejects.toBe(retryable);
    expect(attempts).toEqual([0, 1, 2]);
  });
});
