import { describe, expect, it } from 'vitest';
import type { BenchResult, KeySummary } from './benchResult';
import { formatTable, machineLines, reportRows, slowestLines } from './report.mjs';
import { TARGETS, targetText } from './targets.mjs';

const keys = (p50: number, p95: number, count = 200): KeySummary => ({
  count,
  unpresented: 0,
  presented: { p50, p95 },
  echoPresented: { p50, p95 },
  painted: { p50: p50 - 1, p95: p95 - 1 },
  dom: { p50: p50 / 2, p95: p95 / 2 },
  inputDelay: { p50: 1, p95: 2 },
});
const work = { scripting: 20, styleLayout: 3, paintCommit: 2, gc: 1, other: 1 };

const result: BenchResult = {
  date: '2026-11-26T12:00:00.000Z',
  machine: {
    cpus: 2,
    model: 'test',
    node: 'v20',
    loadAverage: { start: [1, 1, 1], end: [1.5, 1, 1] },
  },
  browser: '150',
  wallTime: { totalS: 200, phases: { build: 20 } },
  floor: { ...keys(5, 6), unpresented: 2 },
  keystroke: { ...keys(8, 9), ratioP95: 1.5 },
  hugeKeystroke: { ...keys(10, 13), ratioP95: 2.17 },
  trace: {
    ...keys(9, 20),
    slowest: {
      keys: 2,
      meanPresentedMs: 30,
      meanPaintedMs: 25,
      meanInputDelayMs: 4,
      meanWorkMs: work,
      meanIdleMs: 3,
      longTasks: 1,
      longestTaskMs: 60,
      perKey: [],
      functions: {
        own: [{ name: 'beginWork (node_modules/react-dom/x.js:9)', ms: 10 }],
        innermost: [{ name: 'render (src/forms/render.ts:3)', ms: 30 }],
        origins: [{ name: 'react-dom', ms: 12 }],
      },
    },
    trace: 'bench/results/stress-keys.trace.json.gz',
  },
  rjsf: { liveValidate: keys(300, 400, 60), default: keys(350, 450, 30), timesSlowerP95: 44.4 },
  open: [
    {
      name: 'transit',
      label: 'the stress transit class',
      runs: 3,
      domMedian: 300,
      paintedMedian: 320,
    },
    { name: 'huge', label: 'the 5 MB transit class', runs: 3, domMedian: 690, paintedMedian: 701 },
  ],
  sections: [
    { title: 'Images', ms: 40, longestTaskMs: 0 },
    { title: 'Modules', ms: 140, longestTaskMs: 90 },
  ],
  scroll: { frames: 120, slowFrames: 0, longestFrameMs: 20 },
  longText: { chars: 100_000, openLongestTaskMs: 120, reloadLongestTaskMs: 90 },
  validation: [
    {
      name: 'transit',
      label: 'the stress transit class',
      bytes: 512_000,
      warnings: 0,
      validateMs: 15,
      exportMs: 30,
    },
  ],
  batch: { rows: 10_000, ms: 6000, rowsPerSecond: 1667, heapGrowthBytes: 1 },
  initialJs: { files: [], bytes: 600_000, gzipBytes: 185_000 },
};

describe('reportRows', () => {
  const rows = reportRows(result);
  const row = (start: string) => rows.find(([measure]) => measure.startsWith(start));

  it('shows every target of TARGETS beside a figure', () => {
    const shown = new Set(rows.map(([, , target]) => target));
    for (const target of Object.values(TARGETS)) expect(shown).toContain(targetText(target));
  });

  it.each([
    { measure: '  preview on screen p95 / floor p95', figure: '1.50×', verdict: 'met' },
    { measure: 'Open the 5 MB transit class', figure: '701.0 ms', verdict: 'not met' },
    { measure: 'Open the stress transit class', figure: '320.0 ms', verdict: 'met' },
    { measure: '  RJSF p95 / Pass Studio p95', figure: '44.4×', verdict: 'met' },
    { measure: 'Slowest section shown', figure: '140.0 ms (Modules)', verdict: 'met' },
    { measure: 'Longest task while showing sections', figure: '90.0 ms', verdict: 'not met' },
    { measure: 'Initial JS, gzip', figure: '180.7 KB', verdict: 'met' },
  ])('$measure: $figure, $verdict', ({ measure, figure, verdict }) => {
    expect(row(measure)).toEqual([expect.any(String), figure, expect.any(String), verdict]);
  });

  it('says how many keys the trace did not see on screen', () => {
    expect(row('Floor')?.[0]).toContain('(200 keys, 2 not seen on screen)');
    expect(row('Keystroke')?.[0]).toContain('(stress transit class, 200 keys)');
  });

  it('says when a figure is missing', () => {
    const missing = reportRows({ ...result, sections: [] });
    expect(missing.find(([measure]) => measure.startsWith('Slowest section'))?.[3]).toBe('n/a');
  });
});

describe('formatTable', () => {
  it('aligns the columns under a header', () => {
    expect(
      formatTable([
        ['Open', '1.0 ms', '≤ 700 ms', 'met'],
        ['A longer measure', '12.0 ms', '', ''],
      ]).split('\n'),
    ).toEqual([
      'Measure           Figure   Target    Verdict',
      '----------------  -------  --------  -------',
      'Open              1.0 ms   ≤ 700 ms  met',
      'A longer measure  12.0 ms',
    ]);
  });
});

describe('slowestLines', () => {
  it('gives the slowest keys per key on average, the functions divided among them', () => {
    const lines = slowestLines(result.trace);
    expect(lines).toContain('    1. 5.0 ms  beginWork (node_modules/react-dom/x.js:9)');
    expect(lines).toContain('    1. 15.0 ms  render (src/forms/render.ts:3)');
    expect(lines.join('\n')).toContain('scripting 20.0 ms, style and layout 3.0 ms');
  });
});

describe('machineLines', () => {
  it.each([
    { name: 'a quiet machine', end: [1.5, 1, 1], busy: false },
    { name: 'a machine busier than its cores at the end', end: [4.2, 3, 2], busy: true },
  ])('$name', ({ end, busy }) => {
    const lines = machineLines({
      ...result,
      machine: { ...result.machine, loadAverage: { start: [1, 1, 1], end } },
    });
    expect(lines[0]).toBe(
      `2 × test, Chromium 150, load average 1 1 1 at the start, ${end.join(' ')} at the end`,
    );
    expect(lines[1]).toBe('Wall time 200 s: build 20 s');
    expect(lines.some((line) => line.includes('busier than its 2 cores'))).toBe(busy);
  });
});
