// The keystroke probe the benchmark runs inside the page (through page.evaluate): serialised, so
// each function is self-contained. Every time is from the keydown's `timeStamp`, the moment the
// browser received the key, so a main thread still busy with earlier work counts against the key.
/* global document, window, requestAnimationFrame, scheduler, MutationObserver, HTMLInputElement */

/**
 * @typedef {object} KeyTiming what the page saw of one key; ms from its keydown's timeStamp
 * @property {number} start the keydown's timeStamp (the page's clock)
 * @property {number} inputDelay to the first keydown listener: how long the main thread kept it
 * @property {number} input to the input event: the field holds the new value
 * @property {number} dom to the DOM showing the value where it is watched (the preview; the field
 *   itself when nothing else is)
 * @property {number} echoPainted to the main thread's end of the frame that shows the field's value
 * @property {number} painted to the main thread's end of the frame that shows the watched value
 */

/**
 * Times every key typed in the field `inputSelector`. Where the new value must show: the element
 * `previewSelector` (its text), or the page's window event `eventName` (its `detail.issuerName`),
 * or else the field itself. Results collect in `window.__benchTyping`. The probe marks its arming
 * (`performance.mark(markName)`), so a trace finds the page's main thread and its clock.
 *
 * "The main thread's end of the frame": an animation frame callback after the DOM holds the value
 * runs in the frame that renders it, and a user-blocking task posted from there runs first once
 * that frame's style, layout, paint and commit are done. Raster and display follow off the main
 * thread: the trace says when the frame was presented (keyPresentation.mjs).
 * @param {{ inputSelector: string, previewSelector?: string, eventName?: string, markName: string }} options
 */
export function armTypingProbe({ inputSelector, previewSelector, eventName, markName }) {
  const input = document.querySelector(inputSelector);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no ${inputSelector} in the page`);
  const preview = previewSelector ? document.querySelector(previewSelector) : null;
  if (previewSelector && !preview) throw new Error(`no ${previewSelector} in the page`);
  // Armed again (the traced run after the measured one): the earlier probe stops listening.
  Reflect.get(window, '__benchTyping')?.disarm();
  const listening = new AbortController();
  const { signal } = listening;

  /** @param {(now: number) => void} done */
  const afterFrame = (done) =>
    requestAnimationFrame(
      () => void scheduler.postTask(() => done(performance.now()), { priority: 'user-blocking' }),
    );

  /** @type {{ results: KeyTiming[], waiters: { count: number, resolve: (ok: boolean) => void }[], disarm: () => void }} */
  const state = { results: [], waiters: [], disarm: () => listening.abort() };
  /** @typedef {{ start: number, inputDelay: number, input?: number, expected?: string, dom?: number, echoPainted?: number, painted?: number }} Key */
  /** @type {Key | null} */
  let pending = null;

  /** @param {Key} key */
  const finish = (key) => {
    const { start, inputDelay, input: inputAt, dom, echoPainted, painted } = key;
    if (inputAt === undefined || dom === undefined) return;
    if (echoPainted === undefined || painted === undefined) return;
    state.results.push({ start, inputDelay, input: inputAt, dom, echoPainted, painted });
    state.waiters = state.waiters.filter((waiter) => {
      if (state.results.length < waiter.count) return true;
      waiter.resolve(true);
      return false;
    });
  };
  /** @param {unknown} shown what the watched place shows now */
  const check = (shown) => {
    const key = pending;
    if (!key || key.expected === undefined || key.dom !== undefined || shown !== key.expected)
      return;
    key.dom = performance.now() - key.start;
    afterFrame((now) => {
      key.painted = now - key.start;
      finish(key);
    });
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (event.target !== input) return;
      const start = event.timeStamp;
      pending = { start, inputDelay: performance.now() - start };
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'input',
    (event) => {
      const key = pending;
      if (event.target !== input || !key || key.expected !== undefined) return;
      key.expected = input.value;
      key.input = performance.now() - key.start;
      afterFrame((now) => {
        key.echoPainted = now - key.start;
        finish(key);
      });
      if (preview) check(preview.textContent);
      else if (!eventName) check(input.value);
    },
    { capture: true, signal },
  );
  if (preview) {
    const pane = preview.closest('section, [role="region"]') ?? document.body;
    const observer = new MutationObserver(() =>
      check(document.querySelector(previewSelector ?? '')?.textContent),
    );
    observer.observe(pane, { subtree: true, childList: true, characterData: true });
    signal.addEventListener('abort', () => observer.disconnect());
  }
  if (eventName)
    window.addEventListener(
      eventName,
      (event) =>
        check(/** @type {CustomEvent<{ issuerName?: unknown }>} */ (event).detail?.issuerName),
      { signal },
    );
  Object.assign(window, { __benchTyping: state });
  performance.mark(markName);
}

/**
 * Takes the app out of typing in `inputSelector`, so the keys that follow measure what the page
 * itself costs the browser: its keyboard and input events stop at the window (the app's listeners
 * never hear them; the window's capture listeners, like the probe's, still do), and the element
 * `previewSelector` is handed the field's value directly, as the preview would show it. The page
 * is the app's no longer: it is closed after.
 * @param {{ inputSelector: string, previewSelector: string }} options
 */
export function bypassApp({ inputSelector, previewSelector }) {
  const input = document.querySelector(inputSelector);
  const preview = document.querySelector(previewSelector);
  if (!(input instanceof HTMLInputElement) || !preview)
    throw new Error(`no ${inputSelector} or ${previewSelector} in the page`);
  for (const type of ['keydown', 'keypress', 'beforeinput', 'input', 'keyup', 'selectionchange'])
    window.addEventListener(
      type,
      (event) => {
        if (event.target !== input && type !== 'selectionchange') return;
        event.stopPropagation();
        if (type === 'input') preview.textContent = input.value;
      },
      { capture: true },
    );
}

/**
 * Resolves true once `count` keys are timed, false after `timeoutMs`.
 * @param {{ count: number, timeoutMs: number }} options
 * @returns {Promise<boolean>}
 */
export function whenKeysTimed({ count, timeoutMs }) {
  /** @type {{ results: unknown[], waiters: { count: number, resolve: (ok: boolean) => void }[] }} */
  const state = Reflect.get(window, '__benchTyping');
  if (state.results.length >= count) return Promise.resolve(true);
  return new Promise((resolve) => {
    const waiter = { count, resolve };
    state.waiters.push(waiter);
    setTimeout(() => {
      state.waiters = state.waiters.filter((other) => other !== waiter);
      resolve(false);
    }, timeoutMs);
  });
}

/** @returns {KeyTiming[]} the typing probe's timings so far */
export function typedKeys() {
  return Reflect.get(window, '__benchTyping').results;
}
