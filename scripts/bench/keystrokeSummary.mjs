// Pure figures of a run of keys: percentiles of its timings, its slowest keys, and how many times
// one figure is another's (the floor, RJSF).
import { percentile } from './percentile.mjs';

/** @typedef {import('./keyPresentation.mjs').PresentedKey} PresentedKey */
/** @typedef {'presented' | 'echoPresented' | 'painted' | 'dom' | 'inputDelay'} Figure */

const FIGURES = /** @type {const} */ ([
  'presented',
  'echoPresented',
  'painted',
  'dom',
  'inputDelay',
]);

/**
 * p50 and p95 of each figure of a run's keys (of the keys that have it: a frame the trace missed
 * has no presentation), and how many keys have no presentation.
 * @param {PresentedKey[]} keys
 */
export function summariseKeys(keys) {
  /** @param {Figure} figure */
  const p = (figure) => {
    const values = keys.map((key) => key[figure]).filter(Number.isFinite);
    return { p50: percentile(values, 50), p95: percentile(values, 95) };
  };
  return {
    count: keys.length,
    unpresented: keys.filter((key) => !Number.isFinite(key.presented)).length,
    .../** @type {Record<Figure, { p50: number, p95: number }>} */ (
      Object.fromEntries(FIGURES.map((figure) => [figure, p(figure)]))
    ),
  };
}

/**
 * The indices of the keys presented later than the run's p95 (at least the slowest one),
 * slowest first.
 * @param {PresentedKey[]} keys
 * @returns {number[]}
 */
export function slowestKeys(keys) {
  const times = keys.map((key) => (Number.isFinite(key.presented) ? key.presented : -1));
  const p95 = percentile(
    times.filter((time) => time >= 0),
    95,
  );
  const order = times
    .map((_, index) => index)
    .filter((index) => (times[index] ?? -1) >= 0)
    .sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0));
  const above = order.filter((index) => (times[index] ?? 0) > p95);
  return above.length > 0 ? above : order.slice(0, 1);
}

/**
 * `value` as a ratio for the table ("12.3×"); "n/a" when a run had no figure (NaN, ∞).
 * @param {number} value
 * @param {number} [digits]
 */
export function formatRatio(value, digits = 1) {
  return Number.isFinite(value) ? `${value.toFixed(digits)}×` : 'n/a';
}
