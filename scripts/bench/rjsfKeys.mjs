// RJSF's <Form> on the stress transit class (its own page, scripts/bench/rjsf), typed in like the
// editor's issuer name: each key from its keydown to the frame on screen after the form's onChange
// reported the new value (RJSF has no preview: that is its whole path).
import { offlineContext } from './opening.mjs';
import { RJSF_CHANGE_EVENT } from './rjsf/rjsfChangeEvent.mjs';
import { timedKeys } from './timedKeys.mjs';

const ISSUER_FIELD = '#root_issuerName';
// Each RJSF key takes hundreds of ms on the stress class: fewer keys keep the run short, fewest
// for the default set-up, the secondary figure.
export const RJSF_KEYS = {
  liveValidate: { keys: 40, warmUp: 5 },
  default: { keys: 20, warmUp: 3 },
};

/** A quick run (CI's report): liveValidate alone, with fewer keys. */
const QUICK_KEYS = { keys: 20, warmUp: 3 };

/**
 * The key timings of RJSF with liveValidate="onChange" (validating as you type, as an editor
 * does) and, unless `quick`, with its defaults (validation on submit only), each in a fresh
 * context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the RJSF page's server
 * @param {{ quick?: boolean }} [options]
 */
export async function rjsfKeys(browser, url, { quick = false } = {}) {
  /** @param {string} query @param {{ keys: number, warmUp: number }} counts */
  const measure = async (query, counts) => {
    const context = await offlineContext(browser, url);
    try {
      const page = await context.newPage();
      await page.goto(`${url}${query}`);
      // RJSF renders the whole 500 KB document at once: seconds on a 2-core machine.
      await page.locator(ISSUER_FIELD).waitFor({ timeout: 120_000 });
      const watch = { eventName: RJSF_CHANGE_EVENT };
      return (await timedKeys(browser, page, ISSUER_FIELD, watch, counts)).keys;
    } finally {
      await context.close();
    }
  };
  if (quick) return { liveValidate: await measure('?live', QUICK_KEYS) };
  return {
    liveValidate: await measure('?live', RJSF_KEYS.liveValidate),
    default: await measure('', RJSF_KEYS.default),
  };
}
