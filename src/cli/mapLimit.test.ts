import { describe, expect, it } from 'vitest';
import { mapLimit } from './mapLimit';

describe('mapLimit', () => {
  it('keeps the input order and never exceeds the limit', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, n));
      inFlight--;
      return n * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('handles an empty list', async () => {
    expect(await mapLimit([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
