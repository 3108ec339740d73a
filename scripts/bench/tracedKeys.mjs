// A run of keys typed while Chromium traces the page, and what its slowest keys were made of:
// main-thread work by kind, long tasks, and the functions that ran (named through the build's
// source maps). Tracing with the sampling profiler slows the page, so these keys are typed after
// the measured ones and reported apart.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { functionTimes, profileSamples } from './cpuProfile.mjs';
import { slowestKeys, summariseKeys } from './keystrokeSummary.mjs';
import { createResolver } from './sourceMaps.mjs';
import { percentile } from './percentile.mjs';
import {
  LONG_TASK_MS,
  WORK,
  keyPresentations,
  measuredSpans,
  presentedAfter,
  spanWork,
  threadSlices,
} from './traceSummary.mjs';
import { typeKeys } from './typing.mjs';

/** What DevTools' performance panel records, less screenshots and what loading needs. */
const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.gc',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'latencyInfo',
];
const MEASURE_PREFIX = 'bench-key-';

/**
 * Types `counts` keys in `selector` while tracing, writes the trace (gzip, for DevTools) to
 * `tracePath`, and returns the run's figures and the make-up of its keys slower than its p95.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 * @param {{ previewSelector?: string }} watch
 * @param {{ keys: number, warmUp: number }} counts
 * @param {{ distDir: string, tracePath: string }} files
 * @returns {Promise<import('./benchResult').TracedKeys>}
 */
export async function tracedKeys(browser, page, selector, watch, counts, { distDir, tracePath }) {
  await browser.startTracing(page, { categories: CATEGORIES });
  /** @type {import('./typingProbe.mjs').KeyTiming[]} */
  let timings;
  let buffer;
  try {
    timings = await typeKeys(page, selector, watch, counts);
  } finally {
    buffer = await browser.stopTracing();
  }
  writeFileSync(tracePath, gzipSync(buffer));
  /** @type {import('./traceSummary.mjs').TraceEvent[]} */
  const events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
  const { spans, thread } = measuredSpans(events, MEASURE_PREFIX);
  if (!thread) throw new Error('the trace holds none of the keys the probe measured');
  const slices = threadSlices(events, thread);
  const presentations = keyPresentations(events, thread);
  const spanOf = (/** @type {number} */ index) =>
    spans.get(`${MEASURE_PREFIX}${index + counts.warmUp}`);
  // How much later than the probe's "painted" the frame reached the screen, per the trace.
  const lag = timings
    .map((timing, index) => presentedAfter(presentations, spanOf(index)?.pageStart) - timing.paint)
    .filter(Number.isFinite);

  const slowest = slowestKeys(timings).flatMap((index) => {
    const timing = timings[index];
    const span = spanOf(index);
    if (!timing || !span) return [];
    const presented = presentedAfter(presentations, span.pageStart);
    return [{ index, span, timing, presented, ...spanWork(slices, span) }];
  });
  const count = slowest.length;
  const mean = (/** @type {(key: (typeof slowest)[number]) => number} */ pick) =>
    count === 0 ? Number.NaN : slowest.reduce((sum, key) => sum + pick(key), 0) / count;
  const functions = functionTimes(
    profileSamples(events, thread),
    slowest.map((key) => key.span),
    createResolver(distDir),
  );
  return {
    ...summariseKeys(timings),
    slowest: {
      keys: count,
      meanPaintMs: mean((key) => key.timing.paint),
      meanInputDelayMs: mean((key) => key.timing.inputDelay),
      meanWorkMs: /** @type {Record<import('./traceSummary.mjs').Work, number>} */ (
        Object.fromEntries(WORK.map((kind) => [kind, mean((key) => key.work[kind])]))
      ),
      meanIdleMs: mean((key) => key.idle),
      longTasks: slowest.filter((key) => key.longestTask >= LONG_TASK_MS).length,
      longestTaskMs: Math.max(0, ...slowest.map((key) => key.longestTask)),
      perKey: slowest.map(({ index, timing, presented, work, idle, longestTask }) => ({
        index,
        ...timing,
        presented,
        work,
        idle,
        longestTask,
      })),
      functions,
    },
    presentedMinusPaint: { keys: lag.length, p50: percentile(lag, 50), p95: percentile(lag, 95) },
    trace: tracePath,
  };
}
