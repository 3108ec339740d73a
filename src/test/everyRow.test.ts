import { describe, expect, it } from 'vitest';
import { expectEveryRow } from './everyRow';

describe('expectEveryRow', () => {
  it('passes when every row holds', () => {
    expect(() =>
      expectEveryRow(
        [
          ['a', 1],
          ['b', 2],
        ],
        (n) => n > 5 && 'too big',
      ),
    ).not.toThrow();
  });

  it('fails once, naming every row that breaks the rule', () => {
    expect(() =>
      expectEveryRow(
        [
          ['a', 9],
          ['b', 2],
          ['c', 7],
        ],
        (n) => n > 5 && `${n} is too big`,
      ),
    ).toThrow(/a: 9 is too big[\s\S]*c: 7 is too big/);
  });

  it('fails on no rows, so an empty walk cannot pass silently', () => {
    expect(() => expectEveryRow([], () => undefined)).toThrow(/no row/);
  });
});
