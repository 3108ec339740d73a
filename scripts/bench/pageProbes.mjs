// Functions the benchmark runs inside the page (through page.evaluate): they are serialised, so
// each one is self-contained. Times are performance.now() in the page, never Playwright's round trips.
/* global document, window, requestAnimationFrame, requestIdleCallback, MutationObserver, HTMLElement, HTMLInputElement, getComputedStyle */

/**
 * @typedef {{ dom: number, painted: number }} Timing
 *   dom: ms from the event to the DOM showing the result; painted: to the main thread's end of
 *   the frame that shows it (a task posted from the next animation frame runs once it is painted)
 */

/**
 * Times opening a file: from the file input's change event to the DOM showing a visible field of
 * the document and the preview's issuer. The result lands in `window.__benchOpen`.
 * @param {{ fieldSelector: string, previewSelector: string }} selectors
 */
export function armOpenProbe({ fieldSelector, previewSelector }) {
  /** @type {number | null} */
  let start = null;
  const state = { result: /** @type {Timing | null} */ (null) };
  const ready = () => {
    const field = document.querySelector(fieldSelector);
    const issuer = document.querySelector(previewSelector);
    return (
      field instanceof HTMLElement && field.offsetParent !== null && Boolean(issuer?.textContent)
    );
  };
  const observer = new MutationObserver(() => {
    if (start === null || !ready()) return;
    const begun = start;
    const dom = performance.now() - begun;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        state.result = { dom, painted: performance.now() - begun };
      };
      channel.port2.postMessage(null);
    });
  });
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file')
        start = performance.now();
    },
    { capture: true, once: true },
  );
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  Object.assign(window, { __benchOpen: state });
}

/** @returns {Timing | null} the open probe's result, null until the document shows */
export function openResult() {
  return Reflect.get(window, '__benchOpen').result;
}

/**
 * Shows every section of the open document in turn, each from the one before (the first last, as
 * the page opens on it). Per section: ms from the click to the end of the paint that shows the
 * section's title, and the longest task (longtask entries) in that span.
 * @returns {Promise<{ title: string, ms: number, longestTaskMs: number }[]>}
 */
export async function measureSections() {
  /** @type {PerformanceEntry[]} */
  const tasks = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const nav = document.querySelector('nav[aria-label="Sections"]');
  if (!nav) throw new Error('no section navigator');
  const buttons = [...nav.querySelectorAll('button')];
  const order = [...buttons.slice(1), ...buttons.slice(0, 1)];
  const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const spans = [];
  for (const button of order) {
    const title = button.querySelector('span')?.textContent ?? '';
    await pause(400);
    const start = performance.now();
    button.click();
    const end = await new Promise((resolve) => {
      const painted = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve(performance.now());
        };
        channel.port2.postMessage(null);
      };
      // In an animation frame, the frame about to paint shows what the DOM holds now.
      const check = (/** @type {boolean} */ inFrame) => {
        if (document.getElementById('section-fields-title')?.textContent !== title)
          requestAnimationFrame(() => check(true));
        else if (inFrame) painted();
        else requestAnimationFrame(painted);
      };
      check(false);
    });
    spans.push({ title, start, end: /** @type {number} */ (end) });
  }
  await pause(400);
  observer.disconnect();
  return spans.map(({ title, start, end }) => ({
    title,
    ms: end - start,
    longestTaskMs: Math.max(
      0,
      ...tasks
        .filter((task) => task.startTime + task.duration > start && task.startTime < end)
        .map((task) => task.duration),
    ),
  }));
}

/**
 * Scrolls the pane holding `selector` down by `step` px a frame for `frames` frames and returns
 * each frame's length in ms (from one animation frame to the next).
 * @param {{ selector: string, frames: number, step: number }} options
 * @returns {Promise<number[]>}
 */
export async function scrollFrames({ selector, frames, step }) {
  const target = document.querySelector(selector);
  /** @type {Element | null} */
  let scroller = target?.parentElement ?? null;
  while (scroller && !['auto', 'scroll'].includes(getComputedStyle(scroller).overflowY))
    scroller = scroller.parentElement;
  const element = scroller ?? document.scrollingElement;
  if (!target || !element) throw new Error(`nothing to scroll around ${selector}`);
  element.scrollTop = 0;
  const lengths = /** @type {number[]} */ ([]);
  await new Promise((resolve) => {
    let last = 0;
    const tick = (/** @type {number} */ now) => {
      if (last > 0) lengths.push(now - last);
      last = now;
      if (lengths.length >= frames) return resolve(undefined);
      element.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return lengths;
}

/** @param {string} selector @returns {boolean} whether the input takes typing */
export function isEditable(selector) {
  const input = document.querySelector(selector);
  return input instanceof HTMLInputElement && !input.readOnly && !input.disabled;
}

/**
 * An init script: from the page's first script on, collects every long task's duration in
 * `window.__benchLongTasks` (emptied by `longTaskDurations`).
 */
export function armLongTaskProbe() {
  /** @type {number[]} */
  const durations = [];
  Object.assign(window, { __benchLongTasks: durations });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** @returns {number[]} the long tasks' durations since the last call, emptying the list */
export function longTaskDurations() {
  const durations = /** @type {{ __benchLongTasks?: number[] }} */ (window).__benchLongTasks;
  if (!durations) throw new Error('the long-task probe is not armed');
  return durations.splice(0);
}

/** Resolves once the page is idle (an idle callback, or 2 s at most). */
export function whenIdle() {
  return new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 2000 }));
}
