// The shape of bench/results/latest.json, which scripts/bench.mjs writes and report.mjs prints.
// Times are ms unless a name says otherwise.
import type { PresentedKey } from './keyPresentation.mjs';

export interface Percentiles {
  p50: number;
  p95: number;
}

/** summariseKeys, of the keys' timings from their keydown (typingProbe.mjs, keyPresentation.mjs). */
export interface KeySummary {
  count: number;
  /** Keys whose frame the trace did not show presented (left out of `presented`). */
  unpresented: number;
  /** To the presentation of the frame that shows the preview (the field, on the floor). */
  presented: Percentiles;
  /** To the presentation of the frame that shows the field's value. */
  echoPresented: Percentiles;
  /** To the main thread's end of the frame that shows the preview. */
  painted: Percentiles;
  /** To the DOM showing the preview. */
  dom: Percentiles;
  /** To the first keydown listener. */
  inputDelay: Percentiles;
}

export interface EditorKeys extends KeySummary {
  /** The preview's presented p95 over the floor's. */
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
    meanPresentedMs: number;
    meanPaintedMs: number;
    meanInputDelayMs: number;
    meanWorkMs: Record<Work, number>;
    meanIdleMs: number;
    /** How many of the slowest keys overlapped a task of 50 ms or more. */
    longTasks: number;
    longestTaskMs: number;
    perKey: (PresentedKey & {
      index: number;
      work: Record<Work, number>;
      idle: number;
      longestTask: number;
    })[];
    functions: { own: FunctionTime[]; innermost: FunctionTime[]; origins: FunctionTime[] };
  };
  /** The trace file (gzip JSON, for DevTools). */
  trace: string;
}

export interface BenchResult {
  date: string;
  machine: {
    cpus: number;
    model: string;
    node: string;
    /** The 1, 5 and 15-minute load averages as the run began and as it ended. */
    loadAverage: { start: number[]; end: number[] };
  };
  browser: string;
  /** The whole run and each of its phases, in seconds. */
  wallTime: { totalS: number; phases: Record<string, number> };
  floor: KeySummary;
  keystroke: EditorKeys;
  /**
   * The stress class's page with the app taken out of typing (typingProbe.mjs, bypassApp): what
   * the browser itself pays for a key in this page and its preview's text, with no app work.
   * Absent from results written before it was measured.
   */
  pageAlone?: EditorKeys;
  hugeKeystroke: EditorKeys;
  /** The same for the 5 MB class's page (`pageAlone`). */
  hugePageAlone?: EditorKeys;
  trace: TracedKeys;
  /** `--quick` or `--ci`: fewer keys and runs, RJSF's default mode left out. */
  quick: boolean;
  /** CI's short report (`--ci`): null where it leaves a measure out (RJSF, long text, batch). */
  rjsf: null | {
    liveValidate: KeySummary;
    /** Absent in a quick run. */
    default?: KeySummary;
    /** RJSF's liveValidate p95 over the stress class's preview p95. */
    timesSlowerP95: number;
  };
  /** From the file input's change to the main thread's end of the frame that shows the document. */
  open: { name: string; label: string; runs: number; domMedian: number; paintedMedian: number }[];
  sections: { title: string; ms: number; longestTaskMs: number }[];
  scroll: { frames: number; slowFrames: number; longestFrameMs: number };
  longText: null | { chars: number; openLongestTaskMs: number; reloadLongestTaskMs: number };
  validation: {
    name: string;
    label: string;
    bytes: number;
    warnings: number;
    validateMs: number;
    exportMs: number;
  }[];
  batch: null | { rows: number; ms: number; rowsPerSecond: number; heapGrowthBytes: number };
  /** batch's memory bound: the widest header the bounds allow, and a hostile one refused. */
  batchBound: null | {
    widestHeader: {
      rows: number;
      itemsAddedPerRow: number;
      code: number;
      ms: number;
      heapGrowthBytes: number;
    };
    hostileHeader: { code: number; ms: number; heapGrowthBytes: number };
  };
  initialJs: {
    files: { file: string; bytes: number; gzipBytes: number }[];
    bytes: number;
    gzipBytes: number;
  };
}
