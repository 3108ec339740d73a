// The targets the benchmark's table shows beside its figures (issue 20's, and issue 12's where
// issue 20 set none). They fail nothing: the benchmark is a report.

/** @typedef {{ max?: number, min?: number, unit: 'ms' | '×' | 'KB' | 'frames', issue: number }} Target */

export const TARGETS = /** @type {const} */ ({
  stressKeyToFloor: { max: 1.5, unit: '×', issue: 20 },
  hugeKeyToFloor: { max: 2, unit: '×', issue: 20 },
  rjsfSlowerThanStress: { min: 20, unit: '×', issue: 20 },
  hugeOpenMs: { max: 700, unit: 'ms', issue: 20 },
  openMs: { max: 500, unit: 'ms', issue: 12 },
  sectionMs: { max: 150, unit: 'ms', issue: 20 },
  sectionTaskMs: { max: 80, unit: 'ms', issue: 20 },
  slowScrollFrames: { max: 3, unit: 'frames', issue: 12 },
  longTextTaskMs: { max: 200, unit: 'ms', issue: 12 },
  initialJsGzipKb: { max: 200, unit: 'KB', issue: 20 },
});

/**
 * Whether `value` meets `target`: 'met', 'not met', or 'n/a' when the run had no figure.
 * @param {number} value
 * @param {Target} target
 */
export function verdict(value, { max, min }) {
  if (!Number.isFinite(value)) return 'n/a';
  const met = (max === undefined || value <= max) && (min === undefined || value >= min);
  return met ? 'met' : 'not met';
}

/**
 * The target as the table shows it: '≤ 1.5×', '≥ 20×', '≤ 700 ms', '≤ 3 frames'.
 * @param {Target} target
 */
export function targetText({ max, min, unit }) {
  const bound = max === undefined ? `≥ ${min}` : `≤ ${max}`;
  return unit === '×' ? `${bound}×` : `${bound} ${unit}`;
}
