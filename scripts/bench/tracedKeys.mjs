// A run of keys typed while Chromium traces the page in detail, and what its slowest keys were
// made of: main-thread work by kind, long tasks, and the functions that ran (named through the
// build's source maps). The sampling profiler slows the page, so these keys are typed after the
// measured ones and reported apart.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { functionTimes, profileSamples } from './cpuProfile.mjs';
import { slowestKeys, summariseKeys } from './keystrokeSummary.mjs';
import { createResolver } from './sourceMaps.mjs';
import { timedKeys } from './timedKeys.mjs';
import { LONG_TASK_MS, WORK, spanWork, threadSlices } from './traceSummary.mjs';

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
];

/**
 * Types `counts` keys in `selector` while tracing, writes the trace (gzip, for DevTools) to
 * `tracePath`, and returns the run's figures and the make-up of its keys slower than its p95,
 * each from its keydown to its presentation.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 * @param {{ previewSelector?: string }} watch
 * @param {{ keys: number, warmUp: number }} counts
 * @param {{ distDir: string, tracePath: string }} files
 * @returns {Promise<import('./benchResult').TracedKeys>}
 */
export async function tracedKeys(browser, page, selector, watch, counts, { distDir, tracePath }) {
  const run = await timedKeys(browser, page, selector, watch, counts, CATEGORIES);
  const { keys, events, thread, offset } = run;
  writeFileSync(tracePath, gzipSync(run.buffer));
  const slices = threadSlices(events, thread);
  const slowest = slowestKeys(keys).flatMap((index) => {
    const key = keys[index];
    if (!key) return [];
    const start = key.start * 1000 + offset;
    const span = { start, end: start + key.presented * 1000 };
    return [{ index, span, key, ...spanWork(slices, span) }];
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
    ...summariseKeys(keys),
    slowest: {
      keys: count,
      meanPresentedMs: mean(({ key }) => key.presented),
      meanPaintedMs: mean(({ key }) => key.painted),
      meanInputDelayMs: mean(({ key }) => key.inputDelay),
      meanWorkMs: /** @type {Record<import('./traceSummary.mjs').Work, number>} */ (
        Object.fromEntries(WORK.map((kind) => [kind, mean((key) => key.work[kind])]))
      ),
      meanIdleMs: mean((key) => key.idle),
      longTasks: slowest.filter((key) => key.longestTask >= LONG_TASK_MS).length,
      longestTaskMs: Math.max(0, ...slowest.map((key) => key.longestTask)),
      perKey: slowest.map(({ index, key, work, idle, longestTask }) => ({
        index,
        ...key,
        work,
        idle,
        longestTask,
      })),
      functions,
    },
    trace: tracePath,
  };
}
