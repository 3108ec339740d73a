import { describe, expect, it } from 'vitest';
import { spanWork, threadSlices, workOf } from './traceSummary.mjs';

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
