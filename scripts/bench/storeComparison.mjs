// The figures of `npm run bench -- --rhf`: the editor on its snapshot store against the same
// editor with react-hook-form as the store, from runs alternating the two builds. Pure.
import { percentile } from './percentile.mjs';
import { formatTable } from './report.mjs';

/** How far the react-hook-form build may be from the store's and still count as as fast. */
export const WITHIN = 0.1;

/** The measures, each a figure of one document's run in one build. */
export const MEASURES = /** @type {const} */ ([
  { key: 'keyP95', label: 'keystroke → preview p95' },
  { key: 'open', label: 'open' },
  { key: 'undo', label: 'undo (median)' },
]);

/**
 * @typedef {{ build: 'store' | 'rhf', document: string, keyP95: number, open: number, undo: number }} Sample
 * @typedef {{ document: string, measure: string, store: number, rhf: number, ratio: number, within: boolean }} ComparisonRow
 */

/**
 * Per document and measure, the median of each build's runs and the react-hook-form build's
 * median over the store's; `within` when it is at most WITHIN slower.
 * @param {Sample[]} samples
 * @returns {ComparisonRow[]}
 */
export function compareStores(samples) {
  const documents = [...new Set(samples.map((sample) => sample.document))];
  return documents.flatMap((document) =>
    MEASURES.map(({ key, label }) => {
      const of = (/** @type {Sample['build']} */ build) =>
        percentile(
          samples.filter((s) => s.document === document && s.build === build).map((s) => s[key]),
          50,
        );
      const store = of('store');
      const rhf = of('rhf');
      const ratio = rhf / store;
      return { document, measure: label, store, rhf, ratio, within: ratio <= 1 + WITHIN };
    }),
  );
}

/** @param {ComparisonRow[]} rows the table, as text */
export function comparisonTable(rows) {
  const header = ['Document', 'Measure', 'Store', 'react-hook-form', 'RHF / store', 'Within 10 %'];
  const cells = rows.map((row) => [
    row.document,
    row.measure,
    `${row.store.toFixed(1)} ms`,
    `${row.rhf.toFixed(1)} ms`,
    `${row.ratio.toFixed(2)}×`,
    row.within ? 'yes' : 'no',
  ]);
  return formatTable(cells, header);
}
