// The shape of bench/results/latest.json, which scripts/bench.mjs writes and report.mjs prints.
// Times are ms unless a name says otherwise.

export interface Percentiles {
  p50: number;
  p95: number;
}

/** summariseKeys: keydown → painted preview, painted field, preview in the DOM, first listener. */
export interface KeySummary {
  count: number;
  paint: Percentiles;
  echo: Percentiles;
  dom: Percentiles;
  inputDelay: Percentiles;
}

export interface EditorKeys extends KeySummary {
  /** The preview's painted p95 over the floor's. */
  ratioP95: number;
}

export type Work = 'scripting' | 'styleLayout' | 'paintCommit' | 'gc' | 'other';

export interface FunctionTime {
  name: string;
  /** Summed over the slowest keys. */
  ms: number;
}

export interface TracedKeys extends KeySummary {
  slowest: {
    keys: number;
    meanPaintMs: number;
    meanInputDelayMs: number;
    meanWorkMs: Record<Work, number>;
    meanIdleMs: number;
    /** How many of the slowest keys overlapped a task of 50 ms or more. */
    longTasks: number;
    longestTaskMs: number;
    perKey: {
      index: number;
      inputDelay: number;
      echo: number;
      dom: number;
      paint: number;
      /** From the keydown to the presentation of the frame after it (Event Timing, in the trace). */
      presented: number;
      work: Record<Work, number>;
      idle: number;
      longestTask: number;
    }[];
    functions: { own: FunctionTime[]; inclusive: FunctionTime[]; origins: FunctionTime[] };
  };
  /**
   * The presentation of each key's frame (Event Timing, in the trace) less the probe's "painted":
   * near 0 when the probe's figure is when the frame reached the screen.
   */
  presentedMinusPaint: { keys: number } & Percentiles;
  /** The trace file (gzip JSON, for DevTools). */
  trace: string;
}

export interface BenchResult {
  date: string;
  machine: { cpus: number; model: string; node: string; loadAverage: number[] };
  browser: string;
  /** The whole run and each of its phases, in seconds. */
  wallTime: { totalS: number; phases: Record<string, number> };
  floor: KeySummary;
  keystroke: EditorKeys;
  hugeKeystroke: EditorKeys;
  trace: TracedKeys;
  rjsf: {
    liveValidate: KeySummary;
    default: KeySummary;
    /** RJSF's liveValidate p95 over the stress class's preview p95. */
    timesSlowerP95: number;
  };
  open: { name: string; label: string; runs: number; domMedian: number; paintMedian: number }[];
  sections: { title: string; ms: number; longestTaskMs: number }[];
  scroll: { frames: number; slowFrames: number; longestFrameMs: number };
  longText: { chars: number; openLongestTaskMs: number; reloadLongestTaskMs: number };
  validation: {
    name: string;
    label: string;
    bytes: number;
    warnings: number;
    validateMs: number;
    exportMs: number;
  }[];
  batch: { rows: number; ms: number; rowsPerSecond: number; heapGrowthBytes: number };
  initialJs: {
    files: { file: string; bytes: number; gzipBytes: number }[];
    bytes: number;
    gzipBytes: number;
  };
}
