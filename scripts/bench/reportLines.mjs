// What the benchmark prints after its table (pure): what the slowest keys of the traced run were
// made of, and the machine, its load and the run's wall time.
import { counted, ms, p50p95 } from './report.mjs';

/** @typedef {import('./benchResult').BenchResult} BenchResult */

/**
 * What the slowest keys of the traced run were made of, as lines of text: per key on average.
 * @param {BenchResult['trace']} traced
 */
export function slowestLines(traced) {
  const { slowest } = traced;
  const per = (/** @type {number} */ total) => ms(total / Math.max(1, slowest.keys));
  const work = slowest.meanWorkMs;
  const list = (/** @type {import('./benchResult').FunctionTime[]} */ entries) =>
    entries.map(({ name, ms: total }, i) => `    ${i + 1}. ${per(total)}  ${name}`);
  return [
    `The slowest 5 % of the stress class's keys: ${slowest.keys} keys above the p95 of a traced run of ${counted(traced)} (on screen p50 / p95 ${p50p95(traced.presented)}; tracing slows the page)`,
    `  keydown → preview on screen ${ms(slowest.meanPresentedMs)} on average; the main thread was done with the frame at ${ms(slowest.meanPaintedMs)}; the keydown waited ${ms(slowest.meanInputDelayMs)} for it`,
    `  main thread from keydown to screen: scripting ${ms(work.scripting)}, style and layout ${ms(work.styleLayout)}, paint and commit ${ms(work.paintCommit)}, GC ${ms(work.gc)}, other browser work (input routing, editing, scheduling) ${ms(work.other)}, idle ${ms(slowest.meanIdleMs)}`,
    `  keys that overlapped a task of 50 ms or more: ${slowest.longTasks} of ${slowest.keys} (longest ${ms(slowest.longestTaskMs)})`,
    `  own time, per key:`,
    ...list(slowest.functions.own),
    `  by the project's innermost function on the stack (with the library code it called), per key:`,
    ...list(slowest.functions.innermost),
    `  own time by origin, per key:`,
    ...list(slowest.functions.origins),
    `  trace: ${traced.trace} (DevTools → Performance → Load profile)`,
  ];
}

/**
 * The machine, its load and the run's wall time, with a warning when the machine was busier than
 * its cores (then the figures measure the machine as much as the app).
 * @param {BenchResult} result
 */
export function machineLines({ machine, browser, wallTime }) {
  const { start, end } = machine.loadAverage;
  const phases = Object.entries(wallTime.phases).map(([name, s]) => `${name} ${s} s`);
  const busiest = Math.max(start[0] ?? 0, end[0] ?? 0);
  return [
    `${machine.cpus} × ${machine.model}, Chromium ${browser}, load average ${start.join(' ')} at the start, ${end.join(' ')} at the end`,
    `Wall time ${wallTime.totalS} s: ${phases.join(', ')}`,
    ...(busiest > machine.cpus
      ? [
          `The machine was busier than its ${machine.cpus} cores (load ${busiest}): these figures measure it as much as the app.`,
        ]
      : []),
  ];
}
