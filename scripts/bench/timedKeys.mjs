// Keys typed while Chromium traces the page, each timed to the frame that showed it on screen
// (keyPresentation.mjs), and the floor: the same on a page with one plain <input> and nothing else.
import { markedPage, presentKeys, presentedFrames } from './keyPresentation.mjs';
import { VIEWPORT } from './opening.mjs';
import { PROBE_MARK, typeKeys } from './typing.mjs';

/** Enough for the frames and the probe's measures: light, so the keys are not slowed. */
const FRAME_CATEGORIES = ['-*', 'devtools.timeline', 'blink.user_timing'];

/**
 * Types `counts` keys in `selector` (typing.mjs) while tracing with `categories`, and returns
 * the measured keys with their presentations, the trace, and the page's thread and clock in it.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 * @param {{ previewSelector?: string, eventName?: string }} watch
 * @param {{ keys: number, warmUp: number }} counts
 * @param {string[]} [categories] more than the frames need, for tracedKeys
 */
export async function timedKeys(browser, page, selector, watch, counts, categories) {
  await browser.startTracing(page, { categories: categories ?? FRAME_CATEGORIES });
  /** @type {import('./typingProbe.mjs').KeyTiming[]} */
  let timings;
  let buffer;
  try {
    timings = await typeKeys(page, selector, watch, counts);
  } finally {
    buffer = await browser.stopTracing();
  }
  /** @type {import('./traceSummary.mjs').TraceEvent[]} */
  const events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
  const marked = markedPage(events, PROBE_MARK);
  if (!marked) throw new Error(`the trace of the keys typed in ${selector} has no probe's mark`);
  const keys = presentKeys(timings, presentedFrames(events, marked.thread), marked.offset);
  return { keys, buffer, events, ...marked };
}

const FLOOR_PATH = 'bench-floor.html';
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Floor (benchmark)</title></head>
  <body><label>Floor <input id="floor"></label></body>
</html>`;

/**
 * The floor: what typing costs the browser itself. A page with one plain <input> and nothing
 * else, answered by Playwright at `origin` (nothing is fetched), typed in like the editor's field.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin the benchmark server's URL, so the page is an ordinary http page
 * @param {{ keys: number, warmUp: number }} counts
 */
export async function floorKeys(browser, origin, counts) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const url = new URL(FLOOR_PATH, origin).href;
    await context.route(
      (target) => target.href === url,
      (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_HTML }),
    );
    await context.route(
      (target) => target.href !== url,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(url);
    return (await timedKeys(browser, page, '#floor', {}, counts)).keys;
  } finally {
    await context.close();
  }
}
