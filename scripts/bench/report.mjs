// The benchmark's table, from its result (pure): each figure beside its target. What follows the
// table is reportLines.mjs.
import { formatRatio } from './keystrokeSummary.mjs';
import { TARGETS, targetText, verdict } from './targets.mjs';

/** @typedef {[string, string, string, string]} Row measure, figure, target, verdict */
/** @typedef {import('./benchResult').BenchResult} BenchResult */
/** @typedef {import('./benchResult').KeySummary} KeySummary */

/** @param {number} value */
export const ms = (value) =>
  Number.isFinite(value)
    ? `${value.toLocaleString('en', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} ms`
    : 'n/a';
/** @param {import('./benchResult').Percentiles} p */
export const p50p95 = (p) => `${ms(p.p50)} / ${ms(p.p95)}`;

/**
 * A row whose figure is checked against `target`.
 * @param {string} measure
 * @param {string} figure
 * @param {number} value
 * @param {import('./targets.mjs').Target} target
 * @returns {Row}
 */
const checked = (measure, figure, value, target) => [
  measure,
  figure,
  targetText(target),
  verdict(value, target),
];
/** @param {string} measure @param {string} figure @returns {Row} */
const shown = (measure, figure) => [measure, figure, '', ''];

/** The keys of a run, and how many of them the trace did not see on screen. @param {KeySummary} keys */
export const counted = ({ count, unpresented }) =>
  unpresented > 0 ? `${count} keys, ${unpresented} not seen on screen` : `${count} keys`;

/**
 * @param {string} name
 * @param {import('./benchResult').EditorKeys} keys
 * @param {import('./targets.mjs').Target} target
 * @returns {Row[]}
 */
function keyRows(name, keys, target) {
  return [
    shown(
      `Keystroke → preview on screen, p50 / p95 (${name}, ${counted(keys)})`,
      p50p95(keys.presented),
    ),
    shown(`  field on screen, p50 / p95`, p50p95(keys.echoPresented)),
    shown(
      `  preview in the DOM / main thread done with its frame, p95`,
      `${ms(keys.dom.p95)} / ${ms(keys.painted.p95)}`,
    ),
    shown(`  keydown waited for the main thread, p50 / p95`, p50p95(keys.inputDelay)),
    checked(
      `  preview on screen p95 / floor p95`,
      formatRatio(keys.ratioP95, 2),
      keys.ratioP95,
      target,
    ),
  ];
}

/**
 * An editor's page with the app out of typing: what the page costs the browser alone, so the
 * app's share of a key is the distance between the editor's rows above and these.
 * @param {import('./benchResult').EditorKeys} keys
 * @returns {Row[]}
 */
const pageAloneRows = (keys) => [
  shown(
    `The same page, no app work per key (its preview's text set directly), p50 / p95 (${counted(keys)})`,
    p50p95(keys.presented),
  ),
  shown(`  the page alone p95 / floor p95`, formatRatio(keys.ratioP95, 2)),
];

/**
 * The batch command's rows (Node), when the run measured it.
 * @param {BenchResult} result
 * @returns {Row[]}
 */
function batchRows({ batch, batchBound }) {
  const mb = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(1);
  return [
    ...(batch
      ? [
          shown(
            `pass-studio batch, ${batch.rows} rows to files (Node)`,
            `${batch.rowsPerSecond} rows/s (heap +${mb(batch.heapGrowthBytes)} MB)`,
          ),
        ]
      : []),
    ...(batchBound
      ? [
          shown(
            `pass-studio batch, widest header allowed (${batchBound.widestHeader.itemsAddedPerRow} list items a row), ${batchBound.widestHeader.rows} rows`,
            `heap +${mb(batchBound.widestHeader.heapGrowthBytes)} MB`,
          ),
          shown(
            'pass-studio batch, header textModulesData[99999999].body',
            `refused (exit ${batchBound.hostileHeader.code}) in ${ms(batchBound.hostileHeader.ms)}, heap +${mb(batchBound.hostileHeader.heapGrowthBytes)} MB`,
          ),
        ]
      : []),
  ];
}

/**
 * The table's rows.
 * @param {BenchResult} result
 * @returns {Row[]}
 */
export function reportRows(result) {
  const { floor, keystroke, pageAlone, hugeKeystroke, hugePageAlone, rjsf } = result;
  const { sections, scroll, longText, initialJs } = result;
  const none = { title: 'none', ms: Number.NaN, longestTaskMs: Number.NaN };
  const slowestSection = sections.reduce((a, b) => (b.ms > a.ms ? b : a), sections[0] ?? none);
  const longestTask = Math.max(...sections.map((section) => section.longestTaskMs));
  const initialKb = initialJs.gzipBytes / 1024;
  /** @param {string} mode @param {KeySummary} r */
  const rjsfRow = (mode, r) =>
    shown(
      `RJSF ${mode}: keydown → on screen after onChange, p50 / p95 (${counted(r)})`,
      p50p95(r.presented),
    );
  return [
    shown(
      `Floor: plain <input> on an empty page → on screen, p50 / p95 (${counted(floor)})`,
      p50p95(floor.presented),
    ),
    ...keyRows('stress transit class', keystroke, TARGETS.stressKeyToFloor),
    ...(pageAlone ? pageAloneRows(pageAlone) : []),
    ...keyRows('5 MB class', hugeKeystroke, TARGETS.hugeKeyToFloor),
    ...(hugePageAlone ? pageAloneRows(hugePageAlone) : []),
    ...(rjsf
      ? [
          rjsfRow('liveValidate', rjsf.liveValidate),
          shown(
            `  RJSF p95 / floor p95`,
            formatRatio(rjsf.liveValidate.presented.p95 / floor.presented.p95),
          ),
          checked(
            `  RJSF p95 / Pass Studio p95 (stress class)`,
            formatRatio(rjsf.timesSlowerP95),
            rjsf.timesSlowerP95,
            TARGETS.rjsfSlowerThanStress,
          ),
          ...(rjsf.default ? [rjsfRow('default (no liveValidate)', rjsf.default)] : []),
        ]
      : []),
    ...result.open.map(({ label, name, paintedMedian, runs }) =>
      checked(
        `Open ${label} from a file (median of ${runs})`,
        ms(paintedMedian),
        paintedMedian,
        name === 'huge' ? TARGETS.hugeOpenMs : TARGETS.openMs,
      ),
    ),
    ...sections.map(({ title, ms: time, longestTaskMs }) =>
      shown(
        `Show section ${title} (5 MB): painted, longest task`,
        `${ms(time)}, ${ms(longestTaskMs)}`,
      ),
    ),
    checked(
      `Slowest section shown (5 MB)`,
      `${ms(slowestSection.ms)} (${slowestSection.title})`,
      slowestSection.ms,
      TARGETS.sectionMs,
    ),
    checked(
      `Longest task while showing sections (5 MB)`,
      ms(longestTask),
      longestTask,
      TARGETS.sectionTaskMs,
    ),
    checked(
      `Scrolling the text modules (5 MB): frames over 50 ms`,
      `${scroll.slowFrames} of ${scroll.frames} (longest ${ms(scroll.longestFrameMs)})`,
      scroll.slowFrames,
      TARGETS.slowScrollFrames,
    ),
    ...(longText
      ? [
          checked(
            `Open / reload a ${longText.chars.toLocaleString('en')}-character issuer name: longest task`,
            `${ms(longText.openLongestTaskMs)} / ${ms(longText.reloadLongestTaskMs)}`,
            Math.max(longText.openLongestTaskMs, longText.reloadLongestTaskMs),
            TARGETS.longTextTaskMs,
          ),
        ]
      : []),
    ...result.validation.flatMap(({ label, bytes, validateMs, exportMs }) => [
      shown(`Validate ${label} (${(bytes / 1024).toFixed(1)} KB, Node)`, ms(validateMs)),
      shown(`Export ${label} (Node)`, ms(exportMs)),
    ]),
    ...batchRows(result),
    checked(
      'Initial JS, gzip (entry + modulepreload)',
      `${initialKb.toFixed(1)} KB`,
      initialKb,
      TARGETS.initialJsGzipKb,
    ),
  ];
}

/**
 * Rows as aligned text columns under a header.
 * @param {string[][]} rows
 * @param {string[]} [header]
 */
export function formatTable(rows, header = ['Measure', 'Figure', 'Target', 'Verdict']) {
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => row[i]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
