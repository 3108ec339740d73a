// `npm run bench`: builds the app, serves it with `vite preview`, and measures it in the system
// Chromium on the stress documents (scripts/bench/stressDocuments.ts). Prints one table and what
// the slowest keys were made of, and writes bench/results/latest.json plus a timestamped copy and
// the keys' trace. The figures fail nothing: the exit code is 1 only when it could not run. It
// builds into bench/dist, not dist/, so a build started elsewhere meanwhile cannot swap the assets
// under it; `--skip-build` measures bench/dist as it is; `--quick` and `--ci` take fewer keys
// and runs. For comparison it also builds RJSF's <Form> on the same stress class
// (scripts/bench/rjsf, its own Vite config, into bench/rjsf/dist). `--rhf` measures only the
// document's store against react-hook-form as the store (scripts/bench/rhf, into bench/rhf/dist).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { initialJs } from './bench/initialJs.mjs';
import { summariseKeys } from './bench/keystrokeSummary.mjs';
import { PREVIEW_ISSUER, longTextFigures, openDocument } from './bench/opening.mjs';
import { measureSections, scrollFrames } from './bench/pageProbes.mjs';
import { percentile } from './bench/percentile.mjs';
import { startPreviewServer } from './bench/previewServer.mjs';
import { formatTable, reportRows } from './bench/report.mjs';
import { machineLines, slowestLines } from './bench/reportLines.mjs';
import { rjsfKeys } from './bench/rjsfKeys.mjs';
import { compareStores, comparisonTable } from './bench/storeComparison.mjs';
import { storeRuns } from './bench/storeRuns.mjs';
import { tracedKeys } from './bench/tracedKeys.mjs';
import { floorKeys, timedKeys } from './bench/timedKeys.mjs';
import { bypassApp } from './bench/typingProbe.mjs';
import { chromiumArgs, ensureChromiumOrExit } from './chromium.mjs';
import { run } from './e2e.mjs';

// `--quick`: the same measures with fewer keys and runs, so it costs about half. `--ci`, CI's
// report, keeps CI's whole run within its ten minutes: quick with fewer keys and frames again,
// and without RJSF, the long issuer name and the batch figures.
const CI_REPORT = process.argv.includes('--ci');
// `--rhf`: only the app's build against its react-hook-form variant, alternately, RHF_ROUNDS times.
const RHF = !CI_REPORT && process.argv.includes('--rhf');
const RHF_ROUNDS = 2;
const QUICK = CI_REPORT || process.argv.includes('--quick');
const KEYS = CI_REPORT
  ? { keys: 40, warmUp: 5 }
  : QUICK
    ? { keys: 80, warmUp: 10 }
    : { keys: 200, warmUp: 20 };
const OPEN_RUNS = QUICK ? 1 : 3;
const SCROLL_FRAMES = CI_REPORT ? 60 : 120;
const SCROLL_STEP_PX = 120;
const SLOW_FRAME_MS = 50;
const LONGEST_LIST = '[data-field="textModulesData"]';
const ISSUER_FIELD = '#field-issuerName';
const OUT_DIR = 'bench/dist';
const RJSF_CONFIG = 'scripts/bench/rjsf/vite.config.ts';
const RJSF_OUT_DIR = 'bench/rjsf/dist';
const RHF_CONFIG = 'scripts/bench/rhf/vite.config.ts';
const RHF_OUT_DIR = 'bench/rhf/dist';
const RESULTS = 'bench/results';
const LABEL = /** @type {Record<string, string>} */ ({
  transit: 'the stress transit class',
  offer: 'the stress offer object',
  huge: 'the 5 MB transit class',
});

/** @param {string} command @param {string[]} args */
function output(command, args) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return result.stdout.trim().split('\n').at(-1) ?? '';
}

/** @param {number[]} values */
const median = (values) => percentile(values, 50);

/** Each phase's wall time in seconds, to say where the benchmark's own time goes. */
const phases = /** @type {Record<string, number>} */ ({});
/**
 * @template T
 * @param {string} name
 * @param {() => Promise<T> | T} work
 * @returns {Promise<T>}
 */
async function phase(name, work) {
  const start = performance.now();
  try {
    return await work();
  } finally {
    phases[name] = Math.round((performance.now() - start) / 100) / 10;
  }
}

/** @param {import('./bench/benchResult').KeySummary} keys @param {import('./bench/benchResult').KeySummary} floor */
const withRatio = (keys, floor) => ({
  ...keys,
  ratioP95: keys.presented.p95 / floor.presented.p95,
});

function build() {
  // vite only: the type check is the tests' job, and must not stop a measurement. Hidden source
  // maps (no comment in the scripts, so the same bytes) name the functions in the trace.
  const args = ['--no', 'vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir'];
  if (run('npx', [...args, '--sourcemap', 'hidden']) !== 0) throw new Error('the build failed');
  if (RHF) {
    if (run('npx', ['--no', 'vite', 'build', '--config', RHF_CONFIG]) !== 0)
      throw new Error('the react-hook-form build failed');
  } else if (!CI_REPORT && run('npx', ['--no', 'vite', 'build', '--config', RJSF_CONFIG]) !== 0)
    throw new Error('the RJSF page did not build');
}

/**
 * Keys in the issuer name with the app taken out of typing (bypassApp): what the page alone costs
 * the browser. Last on a page, which the app no longer answers after it.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page
 */
async function pageAloneKeys(browser, page) {
  await page.evaluate(bypassApp, { inputSelector: ISSUER_FIELD, previewSelector: PREVIEW_ISSUER });
  const watch = { previewSelector: PREVIEW_ISSUER };
  return summariseKeys((await timedKeys(browser, page, ISSUER_FIELD, watch, KEYS)).keys);
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ path: string }} huge
 * @param {import('./bench/benchResult').KeySummary} floor
 */
async function hugeFigures(browser, url, huge, floor) {
  const opened = await openDocument(browser, url, huge.path);
  try {
    const watch = { previewSelector: PREVIEW_ISSUER };
    const { keys: timed } = await timedKeys(browser, opened.page, ISSUER_FIELD, watch, KEYS);
    const keys = summariseKeys(timed);
    const sections = await opened.page.evaluate(measureSections);
    await opened.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /^Modules/ })
      .click();
    await opened.page.locator(LONGEST_LIST).waitFor();
    await opened.page.waitForTimeout(500);
    const frames = await opened.page.evaluate(scrollFrames, {
      selector: LONGEST_LIST,
      frames: SCROLL_FRAMES,
      step: SCROLL_STEP_PX,
    });
    const scroll = {
      frames: frames.length,
      slowFrames: frames.filter((length) => length > SLOW_FRAME_MS).length,
      longestFrameMs: Math.max(...frames),
    };
    await opened.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('button', { name: /^Basics/ })
      .click();
    await opened.page.locator(ISSUER_FIELD).waitFor();
    const alone = await pageAloneKeys(browser, opened.page);
    return {
      hugeKeystroke: withRatio(keys, floor),
      hugePageAlone: withRatio(alone, floor),
      sections,
      scroll,
    };
  } finally {
    await opened.context.close();
  }
}

const roundedLoad = () => loadavg().map((load) => Math.round(load * 10) / 10);

/**
 * `--rhf`: the store's build and the react-hook-form build alternately on the stress transit
 * class and the 5 MB class; prints their medians and writes bench/results/rhf-latest.json.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the app's build
 * @param {string} rhfUrl the react-hook-form build
 * @param {{ name: string, path: string }[]} documents
 */
async function storeFigures(browser, url, rhfUrl, documents) {
  const startLoad = roundedLoad();
  const { samples, loads } = await storeRuns(browser, { store: url, rhf: rhfUrl }, documents, {
    rounds: RHF_ROUNDS,
    keys: KEYS,
    undos: QUICK ? 3 : 5,
  });
  const rows = compareStores(samples);
  console.log(`\n${comparisonTable(rows)}\n`);
  const load = { start: startLoad, end: roundedLoad(), rounds: loads };
  console.log(
    `Load average (1, 5, 15 min): ${startLoad.join(' ')} at the start, ${load.end.join(' ')} at the end`,
  );
  const date = new Date().toISOString();
  const json = `${JSON.stringify({ date, quick: QUICK, keys: KEYS, load, samples, rows }, null, 2)}\n`;
  writeFileSync(join(RESULTS, 'rhf-latest.json'), json);
  writeFileSync(join(RESULTS, `rhf-${date.replace(/[:.]/g, '-')}.json`), json);
  console.log(`Written to ${RESULTS}/rhf-latest.json`);
}

async function main() {
  const started = performance.now();
  const startLoad = roundedLoad();
  const executablePath = ensureChromiumOrExit();
  if (!process.argv.includes('--skip-build')) await phase('build', build);
  mkdirSync(RESULTS, { recursive: true });
  const workDir = mkdtempSync(join(tmpdir(), 'pass-studio-bench-'));
  /** @type {Awaited<ReturnType<typeof startPreviewServer>> | undefined} */
  let server;
  /** @type {Awaited<ReturnType<typeof startPreviewServer>> | undefined} */
  let otherServer; // the RJSF page's, or with --rhf the react-hook-form build's
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    server = await startPreviewServer(OUT_DIR);
    const { url } = server;
    /** @type {{ documents: { name: string, kind: string, path: string, bytes: number, warnings: number, validateMs: number, exportMs: number }[], batch: import('./bench/benchResult').BenchResult['batch'], batchBound: import('./bench/benchResult').BenchResult['batchBound'] }} */
    const { documents, batch, batchBound } = await phase('node', () =>
      JSON.parse(
        output('npx', [
          '--no',
          'tsx',
          'scripts/bench/nodeFigures.ts',
          workDir,
          ...(CI_REPORT || RHF ? ['--short'] : []),
        ]),
      ),
    );
    const transit = documents.find((d) => d.name === 'transit');
    const huge = documents.find((d) => d.name === 'huge');
    if (!transit || !huge) throw new Error('no stress transit class or 5 MB document');
    if (RHF) {
      const rhfUrl = (otherServer = await startPreviewServer(RHF_OUT_DIR, { config: RHF_CONFIG }))
        .url;
      browser = await chromium.launch({ executablePath, args: chromiumArgs });
      const b = browser;
      await phase('stores', () => storeFigures(b, url, rhfUrl, [transit, huge]));
      return;
    }
    if (!CI_REPORT) otherServer = await startPreviewServer(RJSF_OUT_DIR, { config: RJSF_CONFIG });
    const rjsfUrl = otherServer?.url ?? '';
    browser = await chromium.launch({ executablePath, args: chromiumArgs });
    const b = browser;

    const open = await phase('open', async () => {
      const figures = [];
      for (const { name, path } of documents) {
        const timings = [];
        for (let i = 0; i < OPEN_RUNS; i += 1) {
          const opened = await openDocument(b, url, path);
          timings.push(opened.timing);
          await opened.context.close();
        }
        figures.push({
          name,
          label: LABEL[name] ?? name,
          runs: timings.length,
          domMedian: median(timings.map((t) => t.dom)),
          paintedMedian: median(timings.map((t) => t.painted)),
        });
      }
      return figures;
    });

    const floor = summariseKeys(await phase('floor', () => floorKeys(b, url, KEYS)));
    const { keystroke, pageAlone, trace } = await phase('stress keys', async () => {
      const opened = await openDocument(b, url, transit.path);
      try {
        const watch = { previewSelector: PREVIEW_ISSUER };
        const measured = summariseKeys(
          (await timedKeys(b, opened.page, ISSUER_FIELD, watch, KEYS)).keys,
        );
        const traced = await tracedKeys(b, opened.page, ISSUER_FIELD, watch, KEYS, {
          distDir: OUT_DIR,
          tracePath: join(RESULTS, 'stress-keys.trace.json.gz'),
        });
        return {
          keystroke: withRatio(measured, floor),
          pageAlone: withRatio(await pageAloneKeys(b, opened.page), floor),
          trace: traced,
        };
      } finally {
        await opened.context.close();
      }
    });
    const rjsf = CI_REPORT
      ? null
      : await phase('rjsf', async () => {
          const runs = await rjsfKeys(b, rjsfUrl, { quick: QUICK });
          const liveValidate = summariseKeys(runs.liveValidate);
          return {
            liveValidate,
            ...(runs.default ? { default: summariseKeys(runs.default) } : {}),
            timesSlowerP95: liveValidate.presented.p95 / keystroke.presented.p95,
          };
        });
    const longText = CI_REPORT
      ? null
      : await phase('long text', () => longTextFigures(b, url, workDir));
    const { hugeKeystroke, hugePageAlone, sections, scroll } = await phase('5 MB', () =>
      hugeFigures(b, url, huge, floor),
    );

    /** @type {import('./bench/benchResult').BenchResult} */
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        model: cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverage: { start: startLoad, end: roundedLoad() },
      },
      browser: browser.version(),
      quick: QUICK,
      wallTime: { totalS: Math.round((performance.now() - started) / 1000), phases },
      floor,
      keystroke,
      pageAlone,
      hugeKeystroke,
      hugePageAlone,
      trace,
      rjsf,
      open,
      sections,
      scroll,
      longText,
      validation: documents.map(({ name, bytes, validateMs, exportMs, warnings }) => ({
        name,
        label: LABEL[name] ?? name,
        bytes,
        warnings,
        validateMs,
        exportMs,
      })),
      batch,
      batchBound,
      initialJs: initialJs(OUT_DIR),
    };

    console.log(`\n${formatTable(reportRows(result))}\n`);
    console.log(slowestLines(trace).join('\n'));
    console.log(`\n${machineLines(result).join('\n')}`);
    const json = `${JSON.stringify(result, null, 2)}\n`;
    writeFileSync(join(RESULTS, 'latest.json'), json);
    writeFileSync(join(RESULTS, `${result.date.replace(/[:.]/g, '-')}.json`), json);
    console.log(`Written to ${RESULTS}/latest.json`);
  } finally {
    const closing = performance.now();
    await browser?.close();
    server?.stop();
    otherServer?.stop();
    rmSync(workDir, { recursive: true, force: true });
    const s = (/** @type {number} */ from) => Math.round((performance.now() - from) / 1000);
    console.log(`Finished in ${s(started)} s (closing the browser took ${s(closing)} s)`);
  }
}

main().catch((error) => {
  console.error(`The benchmark could not run: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
