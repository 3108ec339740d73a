// The keystroke probe the benchmark runs inside the page (through page.evaluate): serialised, so
// each function is self-contained. Every time is from the keydown's `timeStamp`, the moment the
// browser received the key, so a main thread still busy with earlier work counts against the key.
/* global document, window, requestAnimationFrame, MutationObserver, HTMLInputElement */

/**
 * @typedef {{ inputDelay: number, echo: number, dom: number, paint: number }} KeyTiming
 *   ms from the keydown's timeStamp: `inputDelay` to the first keydown listener; `echo` to the
 *   end of the paint that shows the field's new value; `dom` to the DOM showing it where it is
 *   watched (the preview; the field itself when nothing else is watched); `paint` to the end of
 *   the paint that shows that
 */

/**
 * Times every key typed in the field `inputSelector`. Where the new value must show: the element
 * `previewSelector` (its text), or the page's window event `eventName` (its `detail.issuerName`),
 * or else the field itself. Results collect in `window.__benchTyping`; each measured key is also
 * a `performance.measure` named `bench-key-<index>`, so a trace can find it.
 *
 * "The end of the paint": an animation frame callback after the DOM holds the value runs at the
 * start of the frame that renders it; a task posted from there runs once that frame's style,
 * layout, paint and commit are done on the main thread. Raster and display follow off the main
 * thread.
 * @param {{ inputSelector: string, previewSelector?: string, eventName?: string }} options
 */
export function armTypingProbe({ inputSelector, previewSelector, eventName }) {
  const input = document.querySelector(inputSelector);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no ${inputSelector} in the page`);
  const preview = previewSelector ? document.querySelector(previewSelector) : null;
  if (previewSelector && !preview) throw new Error(`no ${previewSelector} in the page`);
  // Armed again (the traced run after the measured one): the earlier probe stops listening.
  Reflect.get(window, '__benchTyping')?.disarm();
  const listening = new AbortController();
  const { signal } = listening;

  /** @param {(now: number) => void} done */
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        done(performance.now());
      };
      channel.port2.postMessage(null);
    });

  /** @type {{ results: KeyTiming[], waiters: { count: number, resolve: (ok: boolean) => void }[], disarm: () => void }} */
  const state = { results: [], waiters: [], disarm: () => listening.abort() };
  /**
   * @typedef {{ start: number, inputDelay: number, expected: string | null, echo?: number,
   *   dom?: number, paint?: number }} Key
   */
  /** @type {Key | null} */
  let pending = null;

  /** @param {Key} key */
  const finish = (key) => {
    if (key.echo === undefined || key.dom === undefined || key.paint === undefined) return;
    const index = state.results.length;
    state.results.push({
      inputDelay: key.inputDelay,
      echo: key.echo,
      dom: key.dom,
      paint: key.paint,
    });
    performance.measure(`bench-key-${index}`, {
      start: key.start,
      end: key.start + Math.max(key.echo, key.paint),
    });
    state.waiters = state.waiters.filter((waiter) => {
      if (state.results.length < waiter.count) return true;
      waiter.resolve(true);
      return false;
    });
  };
  /** @param {unknown} shown what the watched place shows now */
  const check = (shown) => {
    const key = pending;
    if (!key || key.expected === null || key.dom !== undefined || shown !== key.expected) return;
    key.dom = performance.now() - key.start;
    afterPaint((now) => {
      key.paint = now - key.start;
      finish(key);
    });
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (event.target !== input) return;
      const start = event.timeStamp;
      pending = { start, inputDelay: performance.now() - start, expected: null };
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'input',
    (event) => {
      const key = pending;
      if (event.target !== input || !key || key.expected !== null) return;
      key.expected = input.value;
      afterPaint((now) => {
        key.echo = now - key.start;
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
