// Pure figures of the keystroke probes: percentiles of a run's timings, and how many times one
// run's p95 is another's (the plain-input floor, RJSF).
import { percentile } from './percentile.mjs';

/** @typedef {{ dom: number, frame: number }} Timing */

/**
 * p50 and p95 of a run's keystroke timings, to the DOM and to the painted frame.
 * @param {Timing[]} timings
 */
export function summariseTimings(timings) {
  const dom = timings.map((t) => t.dom);
  const frame = timings.map((t) => t.frame);
  return {
    count: timings.length,
    domP50: percentile(dom, 50),
    domP95: percentile(dom, 95),
    frameP50: percentile(frame, 50),
    frameP95: percentile(frame, 95),
  };
}

/**
 * `value` as a ratio for the table ("12.3×"); "n/a" when a run had no figure (NaN, ∞).
 * @param {number} value
 * @param {number} [digits]
 */
export function formatRatio(value, digits = 1) {
  return Number.isFinite(value) ? `${value.toFixed(digits)}×` : 'n/a';
}
