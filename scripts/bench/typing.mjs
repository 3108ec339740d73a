// Typing for the benchmark: keys pressed at a person's pace in a field whose typing probe is
// armed (typingProbe.mjs).
import { setTimeout as sleep } from 'node:timers/promises';
import { isEditable } from './pageProbes.mjs';
import { armTypingProbe, typedKeys, whenKeysTimed } from './typingProbe.mjs';

/** A fast typist: ten keys a second (120 words a minute). A slower page waits for each key. */
export const KEY_INTERVAL_MS = 100;
const KEY_TIMEOUT_MS = 10_000;
const MAX_LOST_KEYS = 10;
/** The user timing mark the probe leaves when armed: a trace finds the page's thread by it. */
export const PROBE_MARK = 'bench-typing-probe';

/** @typedef {import('./typingProbe.mjs').KeyTiming} KeyTiming */

/**
 * Types in `selector` ('a', then Backspace, alternately, so the value stays short): a key every
 * KEY_INTERVAL_MS, or once the key before has painted when that takes longer. Returns the
 * timings of the `keys` measured keys after `warmUp` unmeasured ones.
 * @param {import('@playwright/test').Page} page
 * @param {string} selector the field
 * @param {{ previewSelector?: string, eventName?: string }} watch where the value must show
 * @param {{ keys: number, warmUp: number }} counts
 * @returns {Promise<KeyTiming[]>}
 */
export async function typeKeys(page, selector, watch, { keys, warmUp }) {
  // A document opens read-only until its tab holds the draft: keys typed before are lost.
  await page.waitForFunction(isEditable, selector, { timeout: 60_000 });
  await page.locator(selector).click();
  await page.keyboard.press('End');
  await page.evaluate(armTypingProbe, { inputSelector: selector, markName: PROBE_MARK, ...watch });
  let timed = 0;
  let lost = 0;
  for (let i = 0; i < warmUp + keys; i += 1) {
    const pressed = performance.now();
    await page.keyboard.press(i % 2 === 0 ? 'a' : 'Backspace');
    if (await page.evaluate(whenKeysTimed, { count: timed + 1, timeoutMs: KEY_TIMEOUT_MS })) {
      timed += 1;
    } else {
      // A key the page never showed (focus taken, say) is counted, not fatal; many are.
      lost += 1;
      if (lost > MAX_LOST_KEYS) throw new Error(`${lost} keys in ${selector} never showed`);
    }
    const rest = KEY_INTERVAL_MS - (performance.now() - pressed);
    if (rest > 0) await sleep(rest);
  }
  if (lost > 0) console.warn(`${lost} keys in ${selector} never showed`);
  return (await page.evaluate(typedKeys)).slice(warmUp);
}
