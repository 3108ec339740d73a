// `npm run bench -- --rhf`: opens, types in and undoes in the app's build and the react-hook-form
/* global document, window, requestAnimationFrame, MutationObserver */
// build (scripts/bench/rhf) alternately, round after round, on the same documents.
import { loadavg } from 'node:os';
import { summariseKeys } from './keystrokeSummary.mjs';
import { PREVIEW_ISSUER, openDocument } from './opening.mjs';
import { isEditable } from './pageProbes.mjs';
import { timedKeys } from './timedKeys.mjs';

const ISSUER_FIELD = '#field-issuerName';
/** Longer than a run takes to settle (250 ms) and be kept as an undo step. */
const SETTLED_MS = 700;

/**
 * In the page: from the next keydown's timeStamp to the main thread's end of the frame that
 * shows `previewSelector` with another text (a task posted from the next animation frame).
 * @param {{ previewSelector: string }} options
 */
function armUndoProbe({ previewSelector }) {
  const text = () => document.querySelector(previewSelector)?.textContent;
  const before = text();
  /** @type {number | null} */
  let start = null;
  window.addEventListener('keydown', (event) => (start = event.timeStamp), {
    capture: true,
    once: true,
  });
  const done = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (start === null || text() === before) return;
      const begun = start;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve(performance.now() - begun);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  Object.assign(window, { __benchUndo: done });
}

/** @returns {Promise<number>} */
const undoResult = () => Reflect.get(window, '__benchUndo');

/**
 * `count` undos, each of a one-key edit of the issuer name left to settle: ms from Ctrl+Z to the
 * frame that shows the preview's issuer name as it was.
 * @param {import('@playwright/test').Page} page
 * @param {number} count
 */
async function undoTimes(page, count) {
  await page.waitForFunction(isEditable, ISSUER_FIELD, { timeout: 60_000 });
  const field = page.locator(ISSUER_FIELD);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Q');
    await page.waitForTimeout(SETTLED_MS);
    await page.evaluate(armUndoProbe, { previewSelector: PREVIEW_ISSUER });
    await page.keyboard.press('Control+z');
    times.push(await page.evaluate(undoResult));
    await page.waitForTimeout(SETTLED_MS);
  }
  return times;
}

/** @param {number[]} values */
const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Rounds of: each build in turn (the store's, then react-hook-form's), each document opened in a
 * fresh context, typed in and undone. Returns one sample per build, document and round.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ store: string, rhf: string }} urls the two builds' servers
 * @param {{ name: string, path: string }[]} documents
 * @param {{ rounds: number, keys: { keys: number, warmUp: number }, undos: number }} counts
 */
export async function storeRuns(browser, urls, documents, { rounds, keys, undos }) {
  /** @type {import('./storeComparison.mjs').Sample[]} */
  const samples = [];
  /** @type {{ round: number, build: string, load: number[] }[]} */
  const loads = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const build of /** @type {const} */ (['store', 'rhf'])) {
      loads.push({ round, build, load: loadavg().map((l) => Math.round(l * 10) / 10) });
      for (const { name, path } of documents) {
        const opened = await openDocument(browser, urls[build], path);
        try {
          const watch = { previewSelector: PREVIEW_ISSUER };
          const typed = await timedKeys(browser, opened.page, ISSUER_FIELD, watch, keys);
          const undo = middle(await undoTimes(opened.page, undos));
          const keyP95 = summariseKeys(typed.keys).presented.p95;
          samples.push({ build, document: name, keyP95, open: opened.timing.painted, undo });
          console.log(
            `round ${round} ${build} ${name}: open ${opened.timing.painted.toFixed(0)} ms, ` +
              `key p95 ${keyP95.toFixed(1)} ms, undo ${undo.toFixed(1)} ms`,
          );
        } finally {
          await opened.context.close();
        }
      }
    }
  }
  return { samples, loads };
}
