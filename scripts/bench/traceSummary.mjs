// Pure reading of a Chromium trace (Playwright's browser.startTracing): where the page's main
// thread spent a span of time, by kind of work.

/**
 * @typedef {{ name: string, cat?: string, ph: string, ts: number, dur?: number, pid: number,
 *   tid: number, id?: string | number, id2?: { local?: string }, args?: any }} TraceEvent
 * @typedef {{ start: number, end: number }} Span in the trace's µs
 * @typedef {'scripting' | 'styleLayout' | 'paintCommit' | 'gc' | 'other'} Work
 */

/** Kinds of main-thread work, in the order the report lists them. */
export const WORK = /** @type {const} */ ([
  'scripting',
  'styleLayout',
  'paintCommit',
  'gc',
  'other',
]);

/** A task this long or longer is a long task (the Long Tasks API's threshold). */
export const LONG_TASK_MS = 50;

const STYLE_LAYOUT = new Set([
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'HitTest',
  'ParseAuthorStyleSheet',
  'IntersectionObserverController::computeIntersections',
]);
const PAINT_COMMIT = new Set([
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'UpdateLayer',
  'UpdateLayerTree',
  'CompositeLayers',
  'Commit',
  'Decode Image',
]);
const SCRIPTING = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'EvaluateScript',
  'HandlePostMessage',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
]);
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * What kind of work a trace event's own time is.
 * @param {Pick<TraceEvent, 'name' | 'cat'>} event
 * @returns {Work}
 */
export function workOf({ name, cat = '' }) {
  if (/GC|Scaveng|Sweep|GarbageCollect/.test(name)) return 'gc';
  if (STYLE_LAYOUT.has(name)) return 'styleLayout';
  if (PAINT_COMMIT.has(name)) return 'paintCommit';
  if (SCRIPTING.has(name) || /^v8\.|^V8\./.test(name) || /(^|,)v8(\.execute)?(,|$)/.test(cat))
    return 'scripting';
  return 'other';
}

/** @param {number} start @param {number} end @param {Span} span */
const overlap = (start, end, span) =>
  Math.max(0, Math.min(end, span.end) - Math.max(start, span.start));

/**
 * The thread's complete events, sorted so that a parent comes before what it contains.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 */
export function threadSlices(events, thread) {
  return events
    .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/**
 * Where the main thread's time went within `span`: each event's own time (its length less its
 * children's) by kind of work, the time no task ran (`idle`), and the longest task that
 * overlapped it. Times in ms.
 * @param {TraceEvent[]} slices from threadSlices
 * @param {Span} span
 */
export function spanWork(slices, span) {
  /** @type {Record<Work, number>} */
  const work = { scripting: 0, styleLayout: 0, paintCommit: 0, gc: 0, other: 0 };
  /** @type {{ end: number, work: Work }[]} */
  const stack = [];
  let busy = 0;
  let longestTask = 0;
  for (const slice of slices) {
    const end = slice.ts + (slice.dur ?? 0);
    if (slice.ts >= span.end) break;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= slice.ts) stack.pop();
    const parent = stack.at(-1);
    const kind = workOf(slice);
    stack.push({ end, work: kind });
    if (TASKS.has(slice.name) && end > span.start)
      longestTask = Math.max(longestTask, (slice.dur ?? 0) / 1000);
    const inside = overlap(slice.ts, Math.min(end, parent?.end ?? end), span);
    if (inside === 0) continue;
    work[kind] += inside;
    if (parent) work[parent.work] -= inside;
    else busy += inside;
  }
  const ms = (/** @type {number} */ us) => us / 1000;
  return {
    work: /** @type {Record<Work, number>} */ (
      Object.fromEntries(WORK.map((kind) => [kind, ms(work[kind])]))
    ),
    idle: ms(span.end - span.start - busy),
    longestTask,
  };
}
