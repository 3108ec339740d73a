// A whole benchmark result for the report's tests: every figure a round number.
import type { BenchResult, KeySummary } from './benchResult';

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

export const result: BenchResult = {
  date: '2026-11-26T12:00:00.000Z',
  machine: {
    cpus: 2,
    model: 'test',
    node: 'v20',
    loadAverage: { start: [1, 1, 1], end: [1.5, 1, 1] },
  },
  quick: false,
  browser: '150',
  wallTime: { totalS: 200, phases: { build: 20 } },
  floor: { ...keys(5, 6), unpresented: 2 },
  keystroke: { ...keys(8, 9), ratioP95: 1.5 },
  pageAlone: { ...keys(7, 8), ratioP95: 1.33 },
  hugeKeystroke: { ...keys(10, 13), ratioP95: 2.17 },
  hugePageAlone: { ...keys(9, 12), ratioP95: 2 },
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
  batchBound: {
    widestHeader: {
      rows: 100,
      itemsAddedPerRow: 9019,
      code: 0,
      ms: 800,
      heapGrowthBytes: 5_000_000,
    },
    hostileHeader: { code: 2, ms: 18, heapGrowthBytes: 900_000 },
  },
  initialJs: { files: [], bytes: 600_000, gzipBytes: 185_000 },
};
