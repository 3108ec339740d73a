import { describe, expect, it } from 'vitest';
import {
  keyPresentations,
  measuredSpans,
  presentedAfter,
  spanWork,
  threadSlices,
  workOf,
} from './traceSummary.mjs';

const main = { pid: 1, tid: 1 };
/** A complete event on the main thread, times in ms (the trace's are µs). */
const slice = (name: string, ts: number, dur: number, cat = 'devtools.timeline') => ({
  name,
  cat,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  ...main,
});

describe('workOf', () => {
  it.each([
    { name: 'FunctionCall', cat: 'devtools.timeline', expected: 'scripting' },
    { name: 'v8.callFunction', cat: 'v8', expected: 'scripting' },
    { name: 'V8.BytecodeBudgetInterrupt', cat: 'v8.execute', expected: 'scripting' },
    { name: 'MinorGC', cat: 'devtools.timeline,v8', expected: 'gc' },
    { name: 'V8.GC_SCAVENGER', cat: 'devtools.timeline,disabled-by-default-v8.gc', expected: 'gc' },
    { name: 'UpdateLayoutTree', cat: 'devtools.timeline', expected: 'styleLayout' },
    { name: 'Layout', cat: 'devtools.timeline', expected: 'styleLayout' },
    { name: 'Paint', cat: 'devtools.timeline', expected: 'paintCommit' },
    { name: 'Commit', cat: 'disabled-by-default-devtools.timeline', expected: 'paintCommit' },
    { name: 'RunTask', cat: 'toplevel', expected: 'other' },
    { name: 'Receive mojo message', cat: 'toplevel,mojom', expected: 'other' },
  ])('$name ($cat) is $expected', ({ name, cat, expected }) => {
    expect(workOf({ name, cat })).toBe(expected);
  });
});

describe('measuredSpans', () => {
  it('pairs each measure by name and finds its thread', () => {
    const events = [
      {
        name: 'bench-key-0',
        cat: 'blink.user_timing',
        ph: 'b',
        ts: 100,
        pid: 7,
        tid: 9,
        args: { startTime: 12.3 },
      },
      { name: 'bench-key-0', cat: 'blink.user_timing', ph: 'e', ts: 300, pid: 7, tid: 9 },
      { name: 'bench-key-1', cat: 'blink.user_timing', ph: 'b', ts: 500, pid: 7, tid: 9 },
      { name: 'other', cat: 'blink.user_timing', ph: 'b', ts: 0, pid: 3, tid: 3 },
      { name: 'bench-key-2', cat: 'devtools.timeline', ph: 'b', ts: 0, pid: 3, tid: 3 },
    ];
    const { spans, thread } = measuredSpans(events, 'bench-key-');
    expect([...spans]).toEqual([
      ['bench-key-0', { start: 100, end: 300, pageStart: 12.3 }],
      ['bench-key-1', { start: 500, end: 500 }],
    ]);
    expect(thread).toEqual({ pid: 7, tid: 9 });
  });
});

describe('spanWork', () => {
  // One task from 0 to 40 ms: an event handler (10-30) that spends 5 ms in GC, then style and
  // paint; the next task from 60 to 70 ms; another thread's work is left out.
  const events = [
    slice('RunTask', 0, 40, 'toplevel'),
    slice('EventDispatch', 10, 20),
    slice('MinorGC', 15, 5, 'devtools.timeline,v8'),
    slice('UpdateLayoutTree', 30, 4),
    slice('Paint', 34, 2),
    slice('RunTask', 60, 10, 'toplevel'),
    slice('FunctionCall', 60, 10),
    { ...slice('FunctionCall', 0, 100), tid: 2 },
  ];
  const slices = threadSlices(events, main);

  it.each([
    {
      name: 'the whole first task and the gap after it',
      span: { start: 0, end: 50_000 },
      expected: {
        work: { scripting: 15, styleLayout: 4, paintCommit: 2, gc: 5, other: 14 },
        idle: 10,
        longestTask: 40,
      },
    },
    {
      name: 'a span that cuts the handler and its GC',
      span: { start: 17_000, end: 31_000 },
      expected: {
        work: { scripting: 10, styleLayout: 1, paintCommit: 0, gc: 3, other: 0 },
        idle: 0,
        longestTask: 40,
      },
    },
    {
      name: 'a span with no task',
      span: { start: 45_000, end: 55_000 },
      expected: {
        work: { scripting: 0, styleLayout: 0, paintCommit: 0, gc: 0, other: 0 },
        idle: 10,
        longestTask: 0,
      },
    },
  ])('$name', ({ span, expected }) => {
    expect(spanWork(slices, span)).toEqual(expected);
  });
});

describe('keyPresentations and presentedAfter', () => {
  const timing = (type: string, timeStamp: number, duration: number, pid = 1) => ({
    name: 'EventTiming',
    cat: 'devtools.timeline',
    ph: 'b',
    ts: 0,
    pid,
    tid: 1,
    args: { data: { type, timeStamp, duration } },
  });
  // Key 1 at 100 ms: its input at 102 ms is presented at 121 ms. Key 2 at 200 ms has no input
  // (a key that changed nothing): its keydown's frame is presented at 207.5 ms. Another
  // renderer's keydown is left out.
  const presentations = keyPresentations(
    [
      timing('keydown', 200, 7.5),
      timing('input', 102, 19),
      timing('keypress', 100.123, 9),
      timing('keydown', 100.123, 12),
      timing('keydown', 150, 3, 2),
    ],
    main,
  );

  it('times each keydown of the thread to the frame after its input', () => {
    expect(presentations).toEqual([
      { timeStamp: 100.123, duration: 20.877 },
      { timeStamp: 200, duration: 7.5 },
    ]);
  });

  it.each([
    { pageStart: 100.1, expected: 20.877 },
    { pageStart: 200.1, expected: 7.5 },
    { pageStart: 150, expected: Number.NaN },
    { pageStart: undefined, expected: Number.NaN },
  ])('a keydown at $pageStart ms was presented $expected ms later', ({ pageStart, expected }) => {
    expect(presentedAfter(presentations, pageStart)).toBe(expected);
  });
});
