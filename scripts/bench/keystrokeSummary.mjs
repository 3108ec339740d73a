// Pure figures of the typing probe: percentiles of a run's key timings, the slowest keys, and how
// many times one figure is another's (the floor, RJSF).
import { percentile } from './percentile.mjs';

/** @typedef {import('./typingProbe.mjs').KeyTiming} KeyTiming */

/**
 * p50 and p95 of a run's key timings: to the painted preview (`paint`), to the painted field
 * (`echo`), to the preview's DOM (`dom`), and the wait before the first listener (`inputDelay`).
 * @param {KeyTiming[]} timings
 */
export function summariseKeys(timings) {
  /** @param {keyof KeyTiming} key */
  const p = (key) => {
    const values = timings.map((timing) => timing[key]);
    return { p50: percentile(values, 50), p95: percentile(values, 95) };
  };
  return {
    count: timings.length,
    paint: p('paint'),
    echo: p('echo'),
    dom: p('dom'),
    inputDelay: p('inputDelay'),
  };
}

/**
 * The indices of the keys whose paint came later than the run's p95 (at least the slowest one),
 * slowest first.
 * @param {KeyTiming[]} timings
 * @returns {number[]}
 */
export function slowestKeys(timings) {
  if (timings.length === 0) return [];
  const paint = timings.map((timing) => timing.paint);
  const p95 = percentile(paint, 95);
  const order = paint.map((_, index) => index).sort((a, b) => (paint[b] ?? 0) - (paint[a] ?? 0));
  const above = order.filter((index) => (paint[index] ?? 0) > p95);
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
