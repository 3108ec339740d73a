// `npm run bench`: builds the app, serves dist/ with `vite preview`, and measures it in the system
// Chromium on the stress documents (scripts/bench/stressDocuments.ts). Prints one table and writes
// bench/results/latest.json plus a timestamped copy. The figures fail nothing: the exit code is 1
// only when the benchmark could not run. It builds into bench/dist, not dist/, so a build started
// elsewhere meanwhile cannot swap the assets under it; `--skip-build` measures bench/dist as it is.
// For comparison it also builds RJSF's <Form> on the same stress class (scripts/bench/rjsf, its
// own Vite config, into bench/rjsf/dist) and times typing in it the same way.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { initialJs } from './bench/initialJs.mjs';
import { formatRatio, summariseTimings } from './bench/keystrokeSummary.mjs';
import {
  armKeystrokeProbe,
  armLongTaskProbe,
  armOpenProbe,
  armPlainInputProbe,
  armRjsfKeystrokeProbe,
  isEditable,
  keystrokeResults,
  keystrokesTimed,
  longTaskDurations,
  measureSections,
  openResult,
  scrollFrames,
  whenIdle,
} from './bench/pageProbes.mjs';
import { percentile } from './bench/percentile.mjs';
import { startPreviewServer } from './bench/previewServer.mjs';
import { RJSF_CHANGE_EVENT } from './bench/rjsf/rjsfChangeEvent.mjs';
import { chromiumArgs, ensureChromiumOrExit } from './chromium.mjs';
import { run } from './e2e.mjs';

const KEYSTROKES = 200;
const WARM_UP_KEYSTROKES = 20;
const OPEN_RUNS = 3;
const SCROLL_FRAMES = 120;
const SCROLL_STEP_PX = 120;
const SLOW_FRAME_MS = 50;
const LONGEST_LIST = '[data-field="textModulesData"]';
const ISSUER_FIELD = '#field-issuerName';
const PREVIEW_ISSUER = '.pp-header__issuer';
// The preview's card: an offer's card may show a wordmark where a transit's shows the issuer name.
const PREVIEW_PASS = '.pp-card';
const OUT_DIR = 'bench/dist';
// Every form field carries data-field; the first one in the page is the open section's first.
const FIRST_FIELD = '[data-field]';
// The RJSF comparison page (scripts/bench/rjsf), built and served with its own Vite config. Each
// RJSF keystroke takes hundreds of ms on the stress class: fewer keys keep the run short, fewest
// for the default set-up, the secondary figure.
const RJSF_CONFIG = 'scripts/bench/rjsf/vite.config.ts';
const RJSF_OUT_DIR = 'bench/rjsf/dist';
const RJSF_ISSUER_FIELD = '#root_issuerName';
const RJSF_LIVE_KEYSTROKES = { keys: 60, warmUp: 10 };
const RJSF_DEFAULT_KEYSTROKES = { keys: 30, warmUp: 5 };
// A pass whose issuer name is this long once froze the page for seconds (the card drew it whole).
const LONG_TEXT_CHARS = 100_000;
// How long to keep collecting long tasks after the card shows: the deferred work (issues, lint,
// the first save) runs within it.
const LONG_TASK_WINDOW_MS = 1500;

/** @typedef {{ dom: number, frame: number }} Timing */

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

/**
 * Waits until the app has settled. A person picks a file seconds after the page shows: the app's
 * idle-time work (the chunks it preloads, the parse worker it starts) is done by then, and so it
 * is here, before a measure begins.
 * @param {import('@playwright/test').Page} page
 */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(whenIdle);
}

/**
 * Opens `file` through the "Open files" input in a fresh browser context (no drafts) and times it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} file
 */
async function openDocument(browser, url, file) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // The stress documents' images live on example hosts: refuse them at once, as offline.
  await context.route(
    (target) => !target.href.startsWith(url),
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(url);
  const input = page.getByLabel('JSON files to open');
  await input.waitFor({ state: 'attached' });
  await settled(page);
  await page.evaluate(armOpenProbe, {
    fieldSelector: FIRST_FIELD,
    previewSelector: PREVIEW_PASS,
  });
  await input.setInputFiles(file);
  await page.waitForFunction(openResult, null, { timeout: 60_000 });
  const timing = await page.evaluate(openResult);
  if (!timing) throw new Error(`${file} did not open`);
  return { context, page, timing };
}

/**
 * Opens a pass whose issuer name is LONG_TEXT_CHARS long, then reloads the page (the draft
 * reopens), and returns the longest task of each, counted until LONG_TASK_WINDOW_MS after the card
 * shows the name.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} dir where to write the document
 */
async function longTextFigures(browser, url, dir) {
  const file = join(dir, 'long-issuer-name.json');
  const issuerName = 'A'.repeat(LONG_TEXT_CHARS);
  writeFileSync(file, JSON.stringify({ id: '3388000000022.long', issuerName, transitType: 'BUS' }));
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(armLongTaskProbe);
  await page.goto(url);
  const input = page.getByLabel('JSON files to open');
  await input.waitFor({ state: 'attached' });
  const longestAfterCard = async () => {
    await page.locator(PREVIEW_ISSUER).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(LONG_TASK_WINDOW_MS);
    return Math.max(0, ...(await page.evaluate(longTaskDurations)));
  };
  await settled(page);
  await page.evaluate(longTaskDurations);
  await input.setInputFiles(file);
  const openMs = await longestAfterCard();
  await page.reload();
  const reloadMs = await longestAfterCard();
  await context.close();
  return { chars: LONG_TEXT_CHARS, openLongestTaskMs: openMs, reloadLongestTaskMs: reloadMs };
}

/**
 * Types in `inputSelector` ('a', then Backspace, alternately, so the value stays short) once the
 * probe is armed, and returns the in-page timings of the measured keystrokes.
 * @param {import('@playwright/test').Page} page
 * @param {string} inputSelector
 * @param {() => Promise<unknown>} arm
 * @param {{ keys: number, warmUp: number }} [counts]
 * @returns {Promise<Timing[]>}
 */
async function typeKeystrokes(
  page,
  inputSelector,
  arm,
  { keys, warmUp } = { keys: KEYSTROKES, warmUp: WARM_UP_KEYSTROKES },
) {
  // A document opens read-only until its tab holds the draft: keys typed before are lost.
  await page.waitForFunction(isEditable, inputSelector, { timeout: 60_000 });
  await page.locator(inputSelector).click();
  await page.keyboard.press('End');
  await arm();
  const total = warmUp + keys;
  let timed = 0;
  let lost = 0;
  for (let i = 0; i < total; i += 1) {
    await page.keyboard.press(i % 2 === 0 ? 'a' : 'Backspace');
    try {
      await page.waitForFunction(keystrokesTimed, timed + 1, { timeout: 10_000 });
      timed += 1;
    } catch {
      // A key the page never showed (focus taken, say) is counted, not fatal; many are.
      lost += 1;
      if (lost > 10) throw new Error(`${lost} keystrokes in ${inputSelector} never showed`);
    }
  }
  if (lost > 0) console.warn(`${lost} keystrokes in ${inputSelector} never showed`);
  const results = await page.evaluate(keystrokeResults);
  return results.slice(warmUp);
}

/**
 * Keystroke → preview in the issuer name field, then the plain-input floor in the same page.
 * @param {import('@playwright/test').Page} page
 */
async function keystrokeFigures(page) {
  const editor = await typeKeystrokes(page, ISSUER_FIELD, () =>
    page.evaluate(armKeystrokeProbe, {
      inputSelector: ISSUER_FIELD,
      previewSelector: PREVIEW_ISSUER,
    }),
  );
  const plainSelector = await page.evaluate(armPlainInputProbe);
  const plain = await typeKeystrokes(page, plainSelector, () => Promise.resolve());
  const editorFigures = summariseTimings(editor);
  const plainFigures = summariseTimings(plain);
  return {
    ...editorFigures,
    plain: plainFigures,
    ratioP95: editorFigures.frameP95 / plainFigures.frameP95,
  };
}

/**
 * RJSF's <Form> on the stress transit class, typed in like the editor's issuer name: once with
 * liveValidate="onChange" (validating as you type, as an editor does) and once with RJSF's
 * defaults (validation on submit only), each in a fresh context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function rjsfFigures(browser, url) {
  /** @param {string} query @param {{ keys: number, warmUp: number }} counts */
  const measure = async (query, counts) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.route(
      (target) => !target.href.startsWith(url),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.goto(`${url}${query}`);
    // RJSF renders the whole 500 KB document at once: seconds on this machine.
    await page.locator(RJSF_ISSUER_FIELD).waitFor({ timeout: 120_000 });
    const timings = await typeKeystrokes(
      page,
      RJSF_ISSUER_FIELD,
      () =>
        page.evaluate(armRjsfKeystrokeProbe, {
          inputSelector: RJSF_ISSUER_FIELD,
          eventName: RJSF_CHANGE_EVENT,
        }),
      counts,
    );
    await context.close();
    return { ...summariseTimings(timings), warmUpKeys: counts.warmUp };
  };
  return {
    liveValidate: await measure('?live', RJSF_LIVE_KEYSTROKES),
    default: await measure('', RJSF_DEFAULT_KEYSTROKES),
  };
}

/** @param {number} ms */
const ms = (ms) => `${ms.toFixed(1)} ms`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {[string, string, string][]} rows
 */
function printTable(rows) {
  const header = /** @type {[string, string, string]} */ (['Measure', 'Figure', 'Target']);
  const widths = [0, 1, 2].map((i) =>
    Math.max(...[header, ...rows].map((row) => (row[i] ?? '').length)),
  );
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  const executablePath = ensureChromiumOrExit();
  if (!process.argv.includes('--skip-build')) {
    // vite only: the type check is the tests' job, and must not stop a measurement.
    const built = run('npx', ['--no', 'vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir']);
    if (built !== 0) throw new Error('the build failed');
    const builtRjsf = run('npx', ['--no', 'vite', 'build', '--config', RJSF_CONFIG]);
    if (builtRjsf !== 0) throw new Error('the RJSF page did not build');
  }

  const workDir = mkdtempSync(join(tmpdir(), 'pass-studio-bench-'));
  try {
    /** @type {{ documents: { name: string, kind: string, path: string, bytes: number, warnings: number, validateMs: number, exportMs: number }[], batch: { rows: number, ms: number, rowsPerSecond: number, heapGrowthBytes: number }, batchBound: { widestHeader: { rows: number, itemsAddedPerRow: number, code: number, ms: number, heapGrowthBytes: number }, hostileHeader: { code: number, ms: number, heapGrowthBytes: number } } }} */
    const nodeFigures = JSON.parse(
      output('npx', ['--no', 'tsx', 'scripts/bench/nodeFigures.ts', workDir]),
    );
    const { documents, batch, batchBound } = nodeFigures;
    const initial = initialJs(OUT_DIR);

    const server = await startPreviewServer(OUT_DIR);
    /** @type {Awaited<ReturnType<typeof startPreviewServer>> | undefined} */
    let rjsfServer;
    /** @type {import('@playwright/test').Browser | undefined} */
    let browser;
    try {
      rjsfServer = await startPreviewServer(RJSF_OUT_DIR, { config: RJSF_CONFIG });
      browser = await chromium.launch({ executablePath, args: chromiumArgs });
      const opens = [];
      for (const document of documents) {
        /** @type {Timing[]} */
        const timings = [];
        for (let i = 0; i < OPEN_RUNS; i += 1) {
          const opened = await openDocument(browser, server.url, document.path);
          timings.push(opened.timing);
          await opened.context.close();
        }
        opens.push({ name: document.name, kind: document.kind, timings });
      }
      const transit = documents.find((d) => d.name === 'transit');
      const huge = documents.find((d) => d.name === 'huge');
      if (!transit || !huge) throw new Error('no stress transit class or 5 MB document');
      const openedTransit = await openDocument(browser, server.url, transit.path);
      const keystroke = await keystrokeFigures(openedTransit.page);
      await openedTransit.context.close();
      const rjsfRuns = await rjsfFigures(browser, rjsfServer.url);
      const rjsf = {
        document: 'transit',
        measured:
          "keydown in RJSF's issuerName input → the first animation frame after the form's " +
          'onChange reported the new value',
        ...rjsfRuns,
        // How many times Pass Studio's keystroke → preview painted p95 fits in RJSF's p95.
        timesFasterP95: rjsfRuns.liveValidate.frameP95 / keystroke.frameP95,
        defaultTimesFasterP95: rjsfRuns.default.frameP95 / keystroke.frameP95,
      };

      const longText = await longTextFigures(browser, server.url, workDir);

      const openedHuge = await openDocument(browser, server.url, huge.path);
      const hugeKeystroke = await keystrokeFigures(openedHuge.page);
      const sections = await openedHuge.page.evaluate(measureSections);
      await openedHuge.page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: /^Modules/ })
        .click();
      await openedHuge.page.locator(LONGEST_LIST).waitFor();
      await openedHuge.page.waitForTimeout(500);
      const frames = await openedHuge.page.evaluate(scrollFrames, {
        selector: LONGEST_LIST,
        frames: SCROLL_FRAMES,
        step: SCROLL_STEP_PX,
      });
      await openedHuge.context.close();
      const scroll = {
        frames: frames.length,
        slowFrames: frames.filter((length) => length > SLOW_FRAME_MS).length,
        longestFrameMs: Math.max(...frames),
      };

      const openFigures = opens.map(({ name, kind, timings }) => ({
        name,
        kind,
        runs: timings.length,
        domMedian: median(timings.map((t) => t.dom)),
        frameMedian: median(timings.map((t) => t.frame)),
      }));
      const result = {
        date: new Date().toISOString(),
        machine: {
          cpus: cpus().length,
          model: cpus()[0]?.model ?? 'unknown',
          node: process.version,
        },
        browser: browser.version(),
        targets: {
          keystrokeRatioP95: 2,
          rjsfTimesFasterP95: 20,
          hugeKeystrokeRatioP95: 3,
          openMs: 500,
          hugeOpenMs: 1000,
          sectionMs: 200,
          longestTaskMs: 100,
          slowScrollFrames: 3,
          longTextLongestTaskMs: 200,
          initialJsGzipBytes: 200 * 1024,
        },
        keystroke,
        rjsf,
        hugeKeystroke,
        open: openFigures,
        sections,
        scroll,
        longText,
        validation: documents.map(({ name, kind, bytes, validateMs, exportMs, warnings }) => ({
          name,
          kind,
          bytes,
          warnings,
          validateMs,
          exportMs,
          where: 'Node, src/io validate/exportDocument through tsx, median of 15',
        })),
        batch: { ...batch, where: 'Node, pass-studio batch --out-dir through tsx' },
        batchBound: {
          ...batchBound,
          where: 'Node, pass-studio batch: the widest header the bounds allow, and a hostile one',
        },
        initialJs: initial,
      };

      const label = /** @type {Record<string, string>} */ ({
        transit: 'the stress transit class',
        offer: 'the stress offer object',
        huge: 'the 5 MB transit class',
      });
      const slowestSection = sections.reduce((a, b) => (b.ms > a.ms ? b : a));
      const longestTask = Math.max(...sections.map((section) => section.longestTaskMs));
      /** @type {(name: string, k: typeof keystroke, target: string) => [string, string, string][]} */
      const keystrokeRows = (name, k, target) => [
        [
          `Keystroke → preview DOM, p50 / p95 (${name}, ${k.count} keys)`,
          `${ms(k.domP50)} / ${ms(k.domP95)}`,
          '',
        ],
        [`Keystroke → preview painted, p50 / p95`, `${ms(k.frameP50)} / ${ms(k.frameP95)}`, ''],
        [
          `Plain <input> → painted, p50 / p95 (same page)`,
          `${ms(k.plain.frameP50)} / ${ms(k.plain.frameP95)}`,
          '',
        ],
        [`Ratio to the plain input, p95`, formatRatio(k.ratioP95, 2), target],
      ];
      /** @type {(mode: string, r: typeof rjsf.default) => [string, string, string]} */
      const rjsfRow = (mode, r) => [
        `RJSF ${mode}: keydown → frame after onChange, p50 / p95 (${r.count} keys after ${r.warmUpKeys})`,
        `${ms(r.frameP50)} / ${ms(r.frameP95)}`,
        '',
      ];
      printTable([
        ...keystrokeRows('stress transit', keystroke, '≤ 2×'),
        rjsfRow('liveValidate', rjsf.liveValidate),
        [
          `RJSF p95 / Pass Studio p95 (liveValidate; Pass Studio to the preview)`,
          formatRatio(rjsf.timesFasterP95),
          '≥ 20×',
        ],
        rjsfRow('default (no liveValidate)', rjsf.default),
        [`RJSF p95 / Pass Studio p95 (default)`, formatRatio(rjsf.defaultTimesFasterP95), ''],
        ...keystrokeRows('5 MB', hugeKeystroke, '≤ 3×'),
        ...openFigures.map(
          ({ name, domMedian, frameMedian }) =>
            /** @type {[string, string, string]} */ ([
              `Open ${label[name] ?? name} from a file (median of ${OPEN_RUNS})`,
              `${ms(domMedian)} (frame ${ms(frameMedian)})`,
              name === 'huge' ? '≤ 1000 ms' : '≤ 500 ms',
            ]),
        ),
        ...sections.map(
          ({ title, ms: time, longestTaskMs }) =>
            /** @type {[string, string, string]} */ ([
              `Show section ${title} (5 MB), longest task`,
              `${ms(time)}, ${ms(longestTaskMs)}`,
              '',
            ]),
        ),
        [
          `Slowest section shown (5 MB)`,
          `${ms(slowestSection.ms)} (${slowestSection.title})`,
          '≤ 200 ms',
        ],
        [`Longest task while showing sections (5 MB)`, ms(longestTask), '≤ 100 ms'],
        [
          `Scrolling the text modules (5 MB): frames over ${SLOW_FRAME_MS} ms`,
          `${scroll.slowFrames} of ${scroll.frames} (longest ${ms(scroll.longestFrameMs)})`,
          '≤ 3',
        ],
        [
          `Open / reload a ${longText.chars.toLocaleString('en')}-character issuer name: longest task`,
          `${ms(longText.openLongestTaskMs)} / ${ms(longText.reloadLongestTaskMs)}`,
          '≤ 200 ms',
        ],
        ...documents.flatMap(
          ({ name, bytes, validateMs, exportMs }) =>
            /** @type {[string, string, string][]} */ ([
              [`Validate ${label[name] ?? name} (${kb(bytes)}, Node)`, ms(validateMs), ''],
              [`Export ${label[name] ?? name} (Node)`, ms(exportMs), ''],
            ]),
        ),
        [
          `pass-studio batch, ${batch.rows} rows to files (Node)`,
          `${batch.rowsPerSecond} rows/s (heap +${kb(batch.heapGrowthBytes)})`,
          '',
        ],
        [
          `pass-studio batch, widest header allowed (${batchBound.widestHeader.itemsAddedPerRow} list items a row), ${batchBound.widestHeader.rows} rows`,
          `heap +${kb(batchBound.widestHeader.heapGrowthBytes)}`,
          '',
        ],
        [
          'pass-studio batch, header textModulesData[99999999].body',
          `refused (exit ${batchBound.hostileHeader.code}), heap +${kb(batchBound.hostileHeader.heapGrowthBytes)}`,
          'exit 2',
        ],
        ['Initial JS (entry + modulepreload)', kb(initial.bytes), ''],
        ['Initial JS, gzip', kb(initial.gzipBytes), '≤ 200 KB'],
      ]);
      console.log(`\n${result.machine.cpus} × ${result.machine.model}, Chromium ${result.browser}`);

      mkdirSync('bench/results', { recursive: true });
      const json = `${JSON.stringify(result, null, 2)}\n`;
      writeFileSync('bench/results/latest.json', json);
      writeFileSync(`bench/results/${result.date.replace(/[:.]/g, '-')}.json`, json);
      console.log('Written to bench/results/latest.json');
    } finally {
      await browser?.close();
      server.stop();
      rjsfServer?.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`The benchmark could not run: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
