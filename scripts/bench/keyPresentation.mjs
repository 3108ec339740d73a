// Pure: when each typed key reached the screen, from a Chromium trace of the page. The trace's
// animation frames (category devtools.timeline) say when each frame finished its style and layout
// and when the compositor presented it; a key's value shows in the first frame whose layout came
// after the DOM held it.

/**
 * @typedef {import('./traceSummary.mjs').TraceEvent} TraceEvent
 * @typedef {import('./typingProbe.mjs').KeyTiming} KeyTiming
 * @typedef {{ renderEnd: number, presented: number }} Frame trace µs
 * @typedef {KeyTiming & { presented: number, echoPresented: number }} PresentedKey
 *   presented: ms from the keydown to the presentation of the frame that shows the watched value;
 *   echoPresented: of the frame that shows the field's; NaN when the trace has no such frame
 */

/**
 * The frames of `thread` that were presented, by the end of their style and layout.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 * @returns {Frame[]}
 */
export function presentedFrames(events, thread) {
  /** @type {{ id: unknown, renderEnd?: number, presented?: number }[]} */
  const frames = [];
  const byId = new Map();
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name.startsWith('Animation'))
    .sort((a, b) => a.ts - b.ts);
  for (const event of own) {
    if (event.name === 'AnimationFrame' && event.ph === 'b') {
      const frame = { id: event.args?.id };
      frames.push(frame);
      byId.set(frame.id, frame);
    } else if (event.name === 'AnimationFrame::Render' && event.ph === 'e') {
      const frame = frames.at(-1);
      if (frame) frame.renderEnd = event.ts;
    } else if (event.name === 'AnimationFrame::Presentation') {
      const frame = byId.get(event.args?.id);
      if (frame) frame.presented = event.ts;
    }
  }
  return frames
    .flatMap(({ renderEnd, presented }) =>
      renderEnd === undefined || presented === undefined ? [] : [{ renderEnd, presented }],
    )
    .sort((a, b) => a.renderEnd - b.renderEnd);
}

/**
 * When the first frame laid out at or after `time` was presented (trace µs), or NaN.
 * @param {Frame[]} frames from presentedFrames
 * @param {number} time trace µs
 */
export function presentationAfter(frames, time) {
  return frames.find((frame) => frame.renderEnd >= time)?.presented ?? Number.NaN;
}

/**
 * The page that left the user timing mark `name`: its main thread, and the trace's µs at its
 * clock's 0 (the mark is in both clocks). Undefined when the trace has no such mark.
 * @param {TraceEvent[]} events
 * @param {string} name
 */
export function markedPage(events, name) {
  const mark = events.find((e) => e.name === name && e.cat?.includes('user_timing'));
  const startTime = Number(mark?.args?.data?.startTime);
  if (!mark || !Number.isFinite(startTime)) return undefined;
  return { thread: { pid: mark.pid, tid: mark.tid }, offset: mark.ts - startTime * 1000 };
}

/**
 * `timings` with when each key's values reached the screen.
 * @param {KeyTiming[]} timings
 * @param {Frame[]} frames from presentedFrames
 * @param {number} offset from markedPage
 * @returns {PresentedKey[]}
 */
export function presentKeys(timings, frames, offset) {
  return timings.map((timing) => {
    const at = (/** @type {number} */ ms) => (timing.start + ms) * 1000 + offset;
    const since = (/** @type {number} */ us) => Math.round(us - at(0)) / 1000;
    return {
      ...timing,
      presented: since(presentationAfter(frames, at(timing.dom))),
      echoPresented: since(presentationAfter(frames, at(timing.input))),
    };
  });
}
