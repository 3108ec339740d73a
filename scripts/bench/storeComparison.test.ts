import { describe, expect, it } from 'vitest';
import { compareStores, comparisonTable, type Sample } from './storeComparison.mjs';

const sample = (build: Sample['build'], keyP95: number, open: number, undo: number): Sample => ({
  build,
  document: 'transit',
  keyP95,
  open,
  undo,
});

describe('compareStores', () => {
  it.each([
    {
      name: 'medians of each build, over the store',
      samples: [
        sample('store', 20, 400, 30),
        sample('rhf', 21, 500, 90),
        sample('store', 10, 300, 20),
      ],
      expected: [
        { measure: 'keystroke → preview p95', store: 10, rhf: 21, ratio: 2.1, within: false },
        { measure: 'open', store: 300, rhf: 500, ratio: 500 / 300, within: false },
        { measure: 'undo (median)', store: 20, rhf: 90, ratio: 4.5, within: false },
      ],
    },
    {
      name: '10 % slower is within, faster too',
      samples: [sample('store', 20, 400, 30), sample('rhf', 22, 300, 33)],
      expected: [
        { measure: 'keystroke → preview p95', store: 20, rhf: 22, ratio: 1.1, within: true },
        { measure: 'open', store: 400, rhf: 300, ratio: 0.75, within: true },
        { measure: 'undo (median)', store: 30, rhf: 33, ratio: 1.1, within: true },
      ],
    },
  ])('$name', ({ samples, expected }) => {
    const rows = compareStores(samples);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const want = expected[i]!;
      expect(row).toMatchObject({ document: 'transit', measure: want.measure, store: want.store });
      expect(row.rhf).toBe(want.rhf);
      expect(row.ratio).toBeCloseTo(want.ratio, 10);
      expect(row.within).toBe(want.within);
    });
  });

  it('keeps each document apart', () => {
    const rows = compareStores([
      sample('store', 10, 100, 10),
      { ...sample('rhf', 50, 500, 50), document: 'huge' },
      { ...sample('store', 40, 400, 40), document: 'huge' },
      sample('rhf', 10, 100, 10),
    ]);
    expect(rows.map((row) => [row.document, row.ratio])).toEqual([
      ['transit', 1],
      ['transit', 1],
      ['transit', 1],
      ['huge', 1.25],
      ['huge', 1.25],
      ['huge', 1.25],
    ]);
  });
});

describe('comparisonTable', () => {
  it('prints a row per measure with the figures, the ratio and the verdict', () => {
    const lines = comparisonTable(
      compareStores([sample('store', 20, 400, 30), sample('rhf', 30, 400, 30)]),
    ).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(
      /^transit\s+keystroke → preview p95\s+20\.0 ms\s+30\.0 ms\s+1\.50×\s+no$/,
    );
    expect(lines[3]).toMatch(/open\s+400\.0 ms\s+400\.0 ms\s+1\.00×\s+yes$/);
  });
});
