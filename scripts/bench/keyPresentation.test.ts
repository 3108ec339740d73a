import { describe, expect, it } from 'vitest';
import { markedPage, presentKeys, presentationAfter, presentedFrames } from './keyPresentation.mjs';

const main = { pid: 1, tid: 1 };
/** A trace event of the main thread at `ms` (the trace counts µs). */
const at = (name: string, ph: string, ms: number, args: object = {}, tid = 1) => ({
  name,
  cat: 'devtools.timeline',
  ph,
  ts: ms * 1000,
  pid: 1,
  tid,
  args,
});

// Frame A lays out by 10 ms and is presented at 14 ms; frame B, by 30 ms, presented at 41 ms,
// after frame C (laid out by 35 ms) began; frame D is laid out but never presented; another
// thread's frame is left out.
const events = [
  at('AnimationFrame', 'b', 5, { id: 'A' }),
  at('AnimationFrame::Render', 'b', 8),
  at('AnimationFrame::Render', 'e', 10),
  at('AnimationFrame', 'e', 11),
  at('AnimationFrame::Presentation', 'n', 14, { id: 'A' }),
  at('AnimationFrame', 'b', 25, { id: 'B' }),
  at('AnimationFrame::Render', 'e', 30),
  at('AnimationFrame', 'b', 33, { id: 'C' }),
  at('AnimationFrame::Render', 'e', 35),
  at('AnimationFrame::Presentation', 'n', 41, { id: 'B' }),
  at('AnimationFrame::Presentation', 'n', 45, { id: 'C' }),
  at('AnimationFrame', 'b', 50, { id: 'D' }),
  at('AnimationFrame::Render', 'e', 52),
  at('AnimationFrame', 'b', 1, { id: 'X' }, 2),
  at('AnimationFrame::Render', 'e', 2, {}, 2),
  at('AnimationFrame::Presentation', 'n', 3, { id: 'X' }, 2),
];

describe('presentedFrames', () => {
  it('pairs each frame of the thread with its presentation, by the end of its layout', () => {
    expect(presentedFrames(events, main)).toEqual([
      { renderEnd: 10_000, presented: 14_000 },
      { renderEnd: 30_000, presented: 41_000 },
      { renderEnd: 35_000, presented: 45_000 },
    ]);
  });
});

describe('presentationAfter', () => {
  const frames = presentedFrames(events, main);
  it.each([
    { ms: 2, expected: 14_000 },
    { ms: 10, expected: 14_000 },
    { ms: 10.5, expected: 41_000 },
    { ms: 31, expected: 45_000 },
    { ms: 40, expected: Number.NaN },
  ])('a change at $ms ms shows at $expected µs', ({ ms, expected }) => {
    expect(presentationAfter(frames, ms * 1000)).toBe(expected);
  });
});

describe('markedPage', () => {
  const mark = (name: string, ts: number, startTime: number) => ({
    name,
    cat: 'blink.user_timing',
    ph: 'I',
    ts,
    pid: 7,
    tid: 9,
    args: { data: { startTime } },
  });
  it.each([
    {
      name: 'the mark found',
      events: [mark('other', 0, 0), mark('probe', 5_000_000, 1000)],
      expected: { thread: { pid: 7, tid: 9 }, offset: 4_000_000 },
    },
    { name: 'no mark', events: [mark('other', 0, 0)], expected: undefined },
  ])('$name', ({ events: marks, expected }) => {
    expect(markedPage(marks, 'probe')).toEqual(expected);
  });
});

describe('presentKeys', () => {
  const frames = presentedFrames(events, main);
  // The page's clock reads 0 at the trace's 0; each key's keydown was at 1 ms.
  const key = (input: number, dom: number) => ({
    start: 1,
    inputDelay: 0.1,
    input,
    dom,
    echoPainted: 0,
    painted: 0,
  });
  it.each([
    {
      name: 'field and preview in the same frame',
      key: key(2, 3),
      expected: { echoPresented: 13, presented: 13 },
    },
    {
      name: 'the preview a frame after the field',
      key: key(2, 12),
      expected: { echoPresented: 13, presented: 40 },
    },
    {
      name: 'a preview no presented frame showed',
      key: key(2, 60),
      expected: { echoPresented: 13, presented: Number.NaN },
    },
  ])('$name', ({ key: timing, expected }) => {
    expect(presentKeys([timing], frames, 0)).toEqual([{ ...timing, ...expected }]);
  });
});
