// Functions the benchmark runs inside the page (through page.evaluate): they are serialised, so
// each one is self-contained. Times are performance.now() in the page, never Playwright's round trips.
/* global document, window, requestAnimationFrame, MutationObserver, HTMLElement, HTMLInputElement */

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
