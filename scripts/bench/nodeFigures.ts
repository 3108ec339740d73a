// Run by scripts/bench.mjs through tsx: writes the stress documents into the folder given as the
// first argument and prints, as one JSON line, how long src/io's validate and exportDocument take
// on them in Node (the same code the app runs), and the throughput of `pass-studio batch` on a
// generated spreadsheet. `--short` (CI's report): three timed runs, no batch. Exits 1 when a
// stress document is not valid.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { main as cli } from '../../src/cli/main';
import { exportDocument, lint, samples, validate, type ResourceKind } from '../../src/io';
import { hugeTransitClass, stressOfferObject, stressTransitClass } from './stressDocuments';

const SHORT = process.argv.includes('--short');
const RUNS = SHORT ? 3 : 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function timed(run: () => unknown): number {
  run(); // warm-up: the first call introspects the schema
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    run();
    return performance.now() - start;
  });
  return median(times);
}

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: tsx scripts/bench/nodeFigures.ts OUT_DIR');
  process.exit(2);
}

/** [name the benchmark knows it by, kind, file, document] */
const documents: [string, ResourceKind, string, unknown][] = [
  ['transit', 'transitClass', 'stress-transit-class.json', stressTransitClass()],
  ['offer', 'offerObject', 'stress-offer-object.json', stressOfferObject()],
  ['huge', 'transitClass', 'huge-transit-class.json', hugeTransitClass()],
];

const figures = documents.map(([name, kind, file, document]) => {
  const issues = validate(document, kind);
  if (issues.length > 0) {
    console.error(`${file} is not valid:`);
    for (const issue of issues.slice(0, 10)) console.error(`  ${issue.path} ${issue.message}`);
    process.exit(1);
  }
  const json = JSON.stringify(document, null, 2);
  const path = join(outDir, file);
  writeFileSync(path, json);
  return {
    name,
    kind,
    path,
    bytes: Buffer.byteLength(json),
    warnings: lint(document, kind).length,
    validateMs: timed(() => validate(document, kind)),
    exportMs: timed(() => exportDocument(document, kind)),
  };
});

/** Runs `pass-studio batch` on these CSV lines, sampling the heap every 50 ms. */
async function runBatch(name: string, lines: string[]) {
  const template = join(outDir!, 'batch-template.json');
  writeFileSync(template, JSON.stringify(samples.offerObject));
  const csv = join(outDir!, `${name}.csv`);
  writeFileSync(csv, `${lines.join('\n')}\n`);
  const passes = join(outDir!, `${name}-out`);
  mkdirSync(passes);
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 50);
  const start = performance.now();
  const code = await cli(['batch', '--template', template, '--csv', csv, '--out-dir', passes], {
    stdout: () => undefined,
    stderr: () => undefined,
  });
  const ms = performance.now() - start;
  clearInterval(sampler);
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  return { code, ms, heapGrowthBytes: heapPeak - heapBefore };
}

/** `pass-studio batch` over BATCH_ROWS generated rows, written as files: rows per second. */
const BATCH_ROWS = 10_000;
async function batchFigures() {
  const lines = ['id,barcode.value,textModulesData[member].body'];
  for (let row = 1; row <= BATCH_ROWS; row += 1) {
    lines.push(`3388000000012345678.bench-${row},CODE-${row},Member ${row}`);
  }
  const { code, ms, heapGrowthBytes } = await runBatch('batch-rows', lines);
  if (code !== 0) {
    console.error(`pass-studio batch exited ${code} on the generated rows`);
    process.exit(1);
  }
  return {
    rows: BATCH_ROWS,
    ms,
    rowsPerSecond: Math.round((BATCH_ROWS / ms) * 1000),
    heapGrowthBytes,
  };
}

/**
 * The memory bound whatever the header: the widest header the bounds allow (9 messages with
 * their 1,000th translation and the 10th text module: 9,019 list items added to every object)
 * over BOUND_ROWS rows, whose fillers make every row invalid, and the issue's hostile header
 * textModulesData[99999999].body, which must be refused before any row.
 */
const BOUND_ROWS = 100;
async function batchBoundFigures() {
  const columns = [
    'id',
    ...Array.from(
      { length: 9 },
      (_, i) => `messages[${i}].localizedBody.translatedValues[999].value`,
    ),
    'textModulesData[9].body',
  ];
  const lines = [columns.join(',')];
  for (let row = 1; row <= BOUND_ROWS; row += 1) {
    lines.push(
      [`3388000000012345678.bound-${row}`, ...columns.slice(1).map(() => `v${row}`)].join(','),
    );
  }
  const widest = await runBatch('batch-widest', lines);
  const hostile = await runBatch('batch-hostile', [
    'id,textModulesData[99999999].body',
    '3388000000012345678.h,x',
  ]);
  if (widest.code !== 1 || hostile.code !== 2) {
    console.error(
      `pass-studio batch exited ${widest.code} / ${hostile.code} on the bound's headers`,
    );
    process.exit(1);
  }
  return {
    widestHeader: { rows: BOUND_ROWS, itemsAddedPerRow: 9 * 1001 + 10, ...widest },
    hostileHeader: hostile,
  };
}

console.log(
  JSON.stringify({
    documents: figures,
    batch: SHORT ? null : await batchFigures(),
    batchBound: SHORT ? null : await batchBoundFigures(),
  }),
);
