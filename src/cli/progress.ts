import { performance } from 'node:perf_hooks';
import type { Output } from './output';

export interface ProgressState {
  /** "batch", "validate", "images". */
  label: string;
  /** What is counted, plural: "rows", "files". */
  unit: string;
  done: number;
  total?: number;
  /** How far along when the total is not known (the bytes of a CSV read so far). */
  fraction?: number;
  elapsedMs: number;
}

/** A rate is worth showing after this long; before it, it is mostly start-up. */
const SETTLED_MS = 1_000;
const REDRAW_MS = 100;

const count = (n: number) => n.toLocaleString('en');

function duration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** One progress line: done, total when known, rate, time left. */
export function progressLine(state: ProgressState): string {
  const { label, unit, done, total, elapsedMs } = state;
  const parts = [
    `${label}: ${total === undefined ? count(done) : `${count(done)} of ${count(total)}`} ${unit}`,
  ];
  const fraction = total ? done / total : state.fraction;
  if (total === undefined && fraction !== undefined) parts.push(`${Math.floor(fraction * 100)}%`);
  if (elapsedMs >= SETTLED_MS && done > 0) {
    parts.push(`${count(Math.round((done / elapsedMs) * 1000))} ${unit}/s`);
    if (fraction !== undefined && fraction > 0 && fraction < 1)
      parts.push(`about ${duration((elapsedMs / fraction) * (1 - fraction))} left`);
  }
  return parts.join(' · ');
}

export interface Progress {
  /** The command's output with the progress line moved out of the way of each write. */
  out: Output;
  advance: (done: number, fraction?: number) => void;
  /** Clears the line: the terminal keeps only what the command printed. */
  finish: () => void;
}

/**
 * A progress line on stderr, redrawn in place, when stderr is a terminal and there is more than
 * one thing to do; nothing at all when it is not (a pipe, a file, CI). Anything the command
 * prints meanwhile goes above the line.
 */
export function startProgress(out: Output, label: string, unit: string, total?: number): Progress {
  const terminal = out.terminal;
  if (!terminal || (total !== undefined && total < 2))
    return { out, advance: () => undefined, finish: () => undefined };
  const started = performance.now();
  let state: ProgressState = {
    label,
    unit,
    done: 0,
    elapsedMs: 0,
    ...(total === undefined ? {} : { total }),
  };
  const raw = terminal.draw ?? out.stderr;
  let shown = false;
  let drawnAt = -Infinity;
  const draw = () => {
    const line = progressLine({ ...state, elapsedMs: performance.now() - started });
    raw(`\r${line.slice(0, Math.max(terminal.columns - 1, 10))}\x1b[K`);
    shown = true;
    drawnAt = performance.now();
  };
  const clear = () => {
    if (shown) raw('\r\x1b[K');
    shown = false;
  };
  const around = (write: (text: string) => void) => (text: string) => {
    const had = shown;
    clear();
    write(text);
    if (had) draw();
  };
  return {
    out: { stdout: around(out.stdout), stderr: around(out.stderr) },
    advance: (done, fraction) => {
      state = { ...state, done, ...(fraction === undefined ? {} : { fraction }) };
      if (performance.now() - drawnAt >= REDRAW_MS) draw();
    },
    finish: clear,
  };
}
