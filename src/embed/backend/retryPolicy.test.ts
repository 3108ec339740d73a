import { describe, expect, it } from 'vitest';
import { NetworkError, NotFoundError, ServerError } from './backendErrors';
import { backoffDelay, isTransient, retryWith } from './retryPolicy';

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

describe('retryWith', () => {
  const { retry, retryDelay } = retryWith({ retries: 2, baseDelayMs: 10 }, () => 0);
  it.each([
    ['a network error', new NetworkError('Cannot reach'), [true, true, false]],
    ['a 503', new ServerError(503, 'Busy'), [true, true, false]],
    ['a 502', new ServerError(502, 'Bad gateway'), [true, true, false]],
    ['a 500', new ServerError(500, 'Broken'), [false, false, false]],
    ['a 400', new ServerError(400, 'Bad request'), [false, false, false]],
    ['a 404', new NotFoundError('Gone'), [false, false, false]],
  ])('after %s, retries %j', (_, error, expected) => {
    expect(isTransient(error)).toBe(expected[0]);
    expect([0, 1, 2].map((failures) => retry(failures, error))).toEqual(expected);
  });

  it('waits longer before each retry', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([5, 10, 20]);
  });
});
