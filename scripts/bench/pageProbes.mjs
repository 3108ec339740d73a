// Functions the benchmark runs inside the page (through page.evaluate): they are serialised, so
// each one is self-contained. Times are performance.now() in the page, never Playwright's round trips.
/* global document, window, requestAnimationFrame, requestIdleCallback, MutationObserver, HTMLElement, HTMLInputElement, getComputedStyle */

/**
 * @typedef {{ dom: number, frame: number }} Timing
 *   dom: ms from the event to the DOM showing the result; frame: to the next animation frame
 *   after that (the frame that paints it)
 */

/**
 * Times every keystroke in the field `inputSelector` until the preview element `previewSelector`
 * shows the field's new value. Results collect in `window.__benchKeystrokes`.
 * @param {{ inputSelector: string, previewSelector: string }} selectors
 */
export function armKeystrokeProbe({ inputSelector, previewSelector }) {
  const input = document.querySelector(inputSelector);
  const preview = document.querySelector(previewSelector);
  const pane = preview?.closest('section, [role="region"]') ?? document.body;
  if (!(input instanceof HTMLInputElement) || !preview)
    throw new Error(`no ${inputSelector} or ${previewSelector} in the page`);
  /** @type {{ results: Timing[] }} */
  const state = { results: [] };
  /** @type {{ start: number, expected: string | null } | null} */
  let pending = null;
  const check = () => {
    if (!pending || pending.expected === null) return;
    if (document.querySelector(previewSelector)?.textContent !== pending.expected) return;
    const { start } = pending;
    const dom = performance.now() - start;
    pending = null;
    requestAnimationFrame(() => state.results.push({ dom, frame: performance.now() - start }));
  };
  input.addEventListener('keydown', () => (pending = { start: performance.now(), expected: null }));
  input.addEventListener('input', () => {
    if (pending) pending.expected = input.value;
    check();
  });
  new MutationObserver(check).observe(pane, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  Object.assign(window, { __benchKeystrokes: state });
}

/**
 * Times every keystroke in RJSF's field `inputSelector` until the form's onChange has reported the
 * field's new value (the RJSF page fires `eventName` from onChange, which RJSF calls once it has
 * committed the change to the DOM), and to the next animation frame. RJSF has no preview: this is
 * its whole path. Results collect in `window.__benchKeystrokes`.
 * @param {{ inputSelector: string, eventName: string }} options
 */
export function armRjsfKeystrokeProbe({ inputSelector, eventName }) {
  const input = document.querySelector(inputSelector);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no ${inputSelector} in the page`);
  /** @type {{ results: Timing[] }} */
  const state = { results: [] };
  /** @type {number | null} */
  let start = null;
  input.addEventListener('keydown', () => (start = performance.now()));
  window.addEventListener(eventName, (event) => {
    const reported = /** @type {CustomEvent<{ issuerName: unknown }>} */ (event).detail?.issuerName;
    if (start === null || reported !== input.value) return;
    const begun = start;
    const dom = performance.now() - begun;
    start = null;
    requestAnimationFrame(() => state.results.push({ dom, frame: performance.now() - begun }));
  });
  Object.assign(window, { __benchKeystrokes: state });
}

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
    requestAnimationFrame(() => (state.result = { dom, frame: performance.now() - begun }));
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

/** @returns {Timing[]} the keystroke probe's timings so far */
export function keystrokeResults() {
  return Reflect.get(window, '__benchKeystrokes').results;
}

/** @param {number} count @returns {boolean} whether `count` keystrokes have been timed */
export function keystrokesTimed(count) {
  return Reflect.get(window, '__benchKeystrokes').results.length >= count;
}

/**
 * The floor: a plain `<input>` added to the page, timed like the editor's field (keydown to the
 * input event, when the DOM holds the new value, and to the next animation frame). Returns its id.
 */
export function armPlainInputProbe() {
  const input = document.createElement('input');
  input.id = 'bench-plain-input';
  input.setAttribute('aria-label', 'Plain input (benchmark)');
  Object.assign(input.style, { position: 'fixed', top: '0', left: '0', zIndex: '9999' });
  document.body.append(input);
  /** @type {{ results: Timing[] }} */
  const state = { results: [] };
  let start = 0;
  input.addEventListener('keydown', () => (start = performance.now()));
  input.addEventListener('input', () => {
    const begun = start;
    const dom = performance.now() - begun;
    requestAnimationFrame(() => state.results.push({ dom, frame: performance.now() - begun }));
  });
  Object.assign(window, { __benchKeystrokes: state });
  return `#${input.id}`;
}

/**
 * Shows every section of the open document in turn, each from the one before (the first last, as
 * the page opens on it). Per section: ms from the click to the first animation frame after the
 * section's title shows, and the longest task (longtask entries) in that span.
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
      const check = () => {
        if (document.getElementById('section-fields-title')?.textContent === title)
          requestAnimationFrame(() => resolve(performance.now()));
        else requestAnimationFrame(check);
      };
      check();
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
