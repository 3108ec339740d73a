// Pure reading of a Chromium trace (Playwright's browser.startTracing): where the page's main
// thread spent the spans the typing probe marked (`performance.measure`), by kind of work.

/**
 * @typedef {{ name: string, cat?: string, ph: string, ts: number, dur?: number, pid: number,
 *   tid: number, id?: string | number, id2?: { local?: string }, args?: any }} TraceEvent
 * @typedef {{ start: number, end: number, pageStart?: number }} Span in the trace's µs; pageStart
 *   is the start in the page's ms (performance.now())
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

/**
 * The spans of the user timing measures whose names start with `prefix`, by name, and the thread
 * they were measured on.
 * @param {TraceEvent[]} events
 * @param {string} prefix
 */
export function measuredSpans(events, prefix) {
  /** @type {Map<string, Span>} */
  const spans = new Map();
  /** @type {{ pid: number, tid: number } | undefined} */
  let thread;
  for (const event of events) {
    if (!event.name.startsWith(prefix) || !event.cat?.includes('user_timing')) continue;
    if (event.ph === 'b') {
      const pageStart = Number(event.args?.startTime);
      spans.set(event.name, {
        start: event.ts,
        end: event.ts,
        ...(Number.isFinite(pageStart) ? { pageStart } : {}),
      });
      thread = { pid: event.pid, tid: event.tid };
    } else if (event.ph === 'e') {
      const span = spans.get(event.name);
      if (span) span.end = event.ts;
    }
  }
  return { spans, thread };
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

/**
 * When each key reached the screen, from the trace's Event Timing records (exact, where the
 * page's Event Timing API rounds to 8 ms): per keydown, its timeStamp and the ms from it to the
 * presentation of the frame after the key's input event (the frame that shows the new value),
 * or after the keydown when no input followed. Page ms, by timeStamp.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 */
export function keyPresentations(events, thread) {
  const timings = events
    .filter((e) => e.name === 'EventTiming' && e.ph === 'b' && e.pid === thread.pid)
    .map((e) => ({
      type: String(e.args?.data?.type),
      timeStamp: Number(e.args?.data?.timeStamp),
      presented: Number(e.args?.data?.timeStamp) + Number(e.args?.data?.duration),
    }))
    .filter(({ type }) => type === 'keydown' || type === 'input')
    .sort((a, b) => a.timeStamp - b.timeStamp);
  return timings.flatMap((timing, i) => {
    if (timing.type !== 'keydown') return [];
    const next = timings[i + 1];
    const presented = next?.type === 'input' ? next.presented : timing.presented;
    const duration = Math.round((presented - timing.timeStamp) * 1000) / 1000;
    return [{ timeStamp: timing.timeStamp, duration }];
  });
}

/**
 * The ms from a keydown at `pageStart` to the presentation of its frame, or NaN when the trace
 * has none within 0.2 ms (the page sees times coarsened to 0.1 ms).
 * @param {{ timeStamp: number, duration: number }[]} presentations from keyPresentations
 * @param {number | undefined} pageStart
 */
export function presentedAfter(presentations, pageStart) {
  if (pageStart === undefined) return Number.NaN;
  const found = presentations.find(({ timeStamp }) => Math.abs(timeStamp - pageStart) <= 0.2);
  return found ? found.duration : Number.NaN;
}
