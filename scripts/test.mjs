// `npm test`: every test in one go. Unit tests (Vitest), then browser tests (Playwright, against
// the built app), then one summary. The browser is looked for first, so a missing one fails fast.
// The type check (tsc -b, the slowest single step of the build) runs beside the unit tests, on the
// CPU time their workers leave idle; its output is shown at the end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromiumOrExit } from './chromium.mjs';
import { run, runE2e } from './e2e.mjs';

// Each runner also writes a JSON report, read here only to count tests for the summary.
const unitReport = 'test-results/unit-results.json';
const e2eReport = 'test-results/e2e-results.json';

/**
 * The names of a report's failed tests, so the summary (the last lines a truncated CI log keeps)
 * says which ones failed.
 * @param {string} path
 * @param {(report: any) => string[]} names
 */
function failedNames(path, names) {
  if (!existsSync(path)) return [];
  try {
    return names(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return [];
  }
}

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

// Into a file, not a pipe: the synchronous runs below block this process's event loop.
const typesDir = mkdtempSync(join(tmpdir(), 'pass-studio-tsc-'));
const typesLog = join(typesDir, 'tsc.log');
const typesOut = openSync(typesLog, 'w');
// `--` ends npx's own options: without it npm took `-b` for one of its own and ran plain `tsc`,
// which checks nothing here (the root tsconfig only references the projects).
const typesChild = spawn('npx', ['--no', '--', 'tsc', '-b'], {
  stdio: ['ignore', typesOut, typesOut],
});
/** @type {Promise<number>} */
const typesDone = new Promise((resolve) => {
  typesChild.on('error', (error) => {
    console.error(`Could not run tsc: ${error.message}`);
    resolve(1);
  });
  typesChild.on('exit', (code) => resolve(code ?? 1));
});

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
/** @typedef {{ name: string, assertionResults: { status: string, fullName: string }[] }} UnitFile */
const unitFailures = failedNames(unitReport, (r) =>
  /** @type {UnitFile[]} */ (r.testResults).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(process.cwd(), file.name)} › ${test.fullName}`),
  ),
);

rmSync(e2eReport, { force: true });
const e2eCode = runE2e(chromiumPath, [], { typecheck: false });

const e2eFailures = failedNames(e2eReport, (r) => {
  /** @type {string[]} */
  const out = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) if (!spec.ok) out.push([...here, spec.title].join(' › '));
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return out;
});

const typesCode = await typesDone;
const typesText = readFileSync(typesLog, 'utf8');
rmSync(typesDir, { recursive: true, force: true });
if (typesText.trim()) console.log(`\nType check (tsc -b):\n${typesText}`);
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
console.log(`  ${'types'.padEnd(8)}${typesCode === 0 ? 'ok' : `FAILED (exit ${typesCode})`}`);
console.log(line('unit', unitCode, unit));
console.log(line('browser', e2eCode, e2e));
for (const name of [...unitFailures, ...e2eFailures]) console.log(`  failed: ${name}`);
if (unit && e2e) {
  const passed = unit.passed + e2e.passed;
  const failed = unit.failed + e2e.failed;
  const skipped = unit.skipped + e2e.skipped;
  console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
process.exit(unitCode || typesCode || e2eCode);
