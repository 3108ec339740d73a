// `npm test`: every test in one go. Unit tests (Vitest), then browser tests (Playwright, against
// the built app), then one summary. The browser is looked for first, so a missing one fails fast.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromiumOrExit } from './chromium.mjs';
import { run, runE2e } from './e2e.mjs';

// Each runner also writes a JSON report, read here only to count tests for the summary.
const unitReport = 'test-results/unit-results.json';
const e2eReport = 'test-results/e2e-results.json';

/**
 * The counts of a runner's JSON report, or undefined when they cannot be trusted: no report, or
 * a runner that failed without a failing test (a build, server or setup error).
 * @param {string} path
 * @param {number} code the runner's exit code
 * @param {(report: any) => { passed: number, failed: number, skipped: number }} count
 */
function readCounts(path, code, count) {
  if (!existsSync(path)) return undefined;
  const counts = count(JSON.parse(readFileSync(path, 'utf8')));
  return (code === 0) === (counts.failed === 0) ? counts : undefined;
}

const chromiumPath = ensureChromiumOrExit();

rmSync(unitReport, { force: true });
const unitCode = run('npx', [
  '--no',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unitReport}`,
]);
// Read now: Playwright empties test-results/ when it starts.
const unit = readCounts(unitReport, unitCode, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));

rmSync(e2eReport, { force: true });
const e2eCode = runE2e(chromiumPath, []);
const e2e = readCounts(e2eReport, e2eCode, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));

/**
 * @param {string} name
 * @param {number} code
 * @param {{ passed: number, failed: number, skipped: number } | undefined} counts
 */
function line(name, code, counts) {
  const verdict = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : 'no test count';
  return `  ${name.padEnd(8)}${verdict.padEnd(18)}${detail}`;
}

console.log('\nSummary');
console.log(line('unit', unitCode, unit));
console.log(line('browser', e2eCode, e2e));
if (unit && e2e) {
  const passed = unit.passed + e2e.passed;
  const failed = unit.failed + e2e.failed;
  const skipped = unit.skipped + e2e.skipped;
  console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(unitCode !== 0 ? unitCode : e2eCode);
