import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptParts } from './useKeptParts';

const model = (issuer: string, rows = [{ items: ['Fare', '2.80 EUR'] }]) => ({
  header: { issuer: { text: issuer, segments: ['issuerName'] } },
  rows,
  languages: ['de', 'fr'],
});

describe('useKeptParts', () => {
  it.each([
    ['an issuer name typed', model('Bahn'), model('Bahnx'), ['rows', 'languages'], ['header']],
    ['nothing changed', model('Bahn'), model('Bahn'), ['header', 'rows', 'languages'], []],
    [
      'a row changed',
      model('Bahn'),
      model('Bahn', [{ items: ['Fare', '3.10 EUR'] }]),
      ['header', 'languages'],
      ['rows'],
    ],
  ] as const)(
    '%s: equal parts are the last ones, changed parts are new',
    (_, first, next, kept, fresh) => {
      const { result, rerender } = renderHook(({ value }) => useKeptParts(value), {
        initialProps: { value: first },
      });
      const before = result.current;
      rerender({ value: next });
      for (const part of kept) expect(result.current[part]).toBe(before[part]);
      for (const part of fresh) {
        expect(result.current[part]).not.toBe(before[part]);
        expect(result.current[part]).toEqual(next[part]);
      }
    },
  );
});
