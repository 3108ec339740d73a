// Pure reading of the V8 sampling profile inside a Chromium trace (category
// disabled-by-default-v8.cpu_profiler): which functions ran during given spans.

/**
 * @typedef {import('./traceSummary.mjs').TraceEvent} TraceEvent
 * @typedef {import('./traceSummary.mjs').Span} Span
 * @typedef {{ functionName: string, url?: string, lineNumber?: number, columnNumber?: number }} CallFrame
 * @typedef {{ callFrame: CallFrame, parent?: number }} ProfileNode
 * @typedef {{ node: number, time: number, weight: number }} Sample time and weight in µs
 * @typedef {{ name: string, file: string, line?: number }} Place where a function is written
 * @typedef {(frame: CallFrame) => Place} Resolve
 */

/**
 * The samples of the profile of `thread` (its main thread, not a worker's): each sample's node,
 * time and weight (the time until the next sample).
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 */
export function profileSamples(events, thread) {
  const profile = events.find(
    (e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid,
  );
  /** @type {Map<number, ProfileNode>} */
  const nodes = new Map();
  /** @type {Sample[]} */
  const samples = [];
  if (!profile) return { nodes, samples };
  let time = Number(profile.args?.data?.startTime ?? profile.ts);
  // The chunks come from the profiler's own thread, named by the profile's id.
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== thread.pid || chunk.id !== profile.id)
      continue;
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((/** @type {number} */ node, /** @type {number} */ i) => {
      time += data.timeDeltas?.[i] ?? 0;
      samples.push({ node, time, weight: 0 });
    });
  }
  samples.sort((a, b) => a.time - b.time);
  samples.forEach(
    (sample, i) => (sample.weight = (samples[i + 1]?.time ?? sample.time) - sample.time),
  );
  return { nodes, samples };
}

/** Where the innermost list counts code that no project function called (React's scheduled work). */
export const NO_PROJECT_FRAME = '(no project function on the stack)';

/** V8's own nodes: not functions of the page. */
const isV8Node = (/** @type {CallFrame} */ frame) => /^\(.*\)$/.test(frame.functionName);

/**
 * Where a file's time goes in a summary: the package for a dependency ('react-dom',
 * '@tanstack/react-query'), the folder for the project's own code ('src/forms').
 * @param {string} file a project-relative path, or a URL when no source map knew it
 * @returns {string}
 */
export function originOf(file) {
  const dependency = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (dependency) return /** @type {string} */ (dependency[1]);
  const own = /^(src\/[^/]+|scripts|server)\//.exec(file);
  if (own) return /** @type {string} */ (own[1]);
  return file === '' ? '(no script: native or evaluated)' : file;
}

/**
 * The functions that ran during `spans`: by own time (all code); by the project's innermost
 * function on the stack (in src/: its own time and that of the library code it called, so React's
 * rendering counts under the handler or the component that set it off); and own time by origin
 * (originOf). `{ name, ms }`, `count` entries each, largest first.
 * @param {{ nodes: Map<number, ProfileNode>, samples: Sample[] }} profile
 * @param {Span[]} spans
 * @param {Resolve} resolve
 * @param {number} [count]
 */
export function functionTimes({ nodes, samples }, spans, resolve, count = 8) {
  /** @type {Map<number, Place | null>} */
  const places = new Map();
  const placeOf = (/** @type {number} */ id) => {
    if (!places.has(id)) {
      const frame = nodes.get(id)?.callFrame;
      places.set(id, frame && !isV8Node(frame) ? resolve(frame) : null);
    }
    return places.get(id) ?? null;
  };
  /** @param {Place} place */
  const label = (place) =>
    place.file ? `${place.name} (${place.file}${place.line ? `:${place.line}` : ''})` : place.name;
  const own = new Map();
  const innermost = new Map();
  const origins = new Map();
  const add = (
    /** @type {Map<string, number>} */ map,
    /** @type {string} */ key,
    /** @type {number} */ us,
  ) => map.set(key, (map.get(key) ?? 0) + us);
  for (const sample of samples) {
    if (!spans.some((span) => sample.time >= span.start && sample.time < span.end)) continue;
    const place = placeOf(sample.node);
    if (place) {
      add(own, label(place), sample.weight);
      add(origins, originOf(place.file), sample.weight);
    }
    /** @type {number | undefined} */
    let id = sample.node;
    while (id !== undefined && !placeOf(id)?.file.startsWith('src/')) id = nodes.get(id)?.parent;
    const project = id === undefined ? null : placeOf(id);
    if (project) add(innermost, label(project), sample.weight);
    else if (place) add(innermost, NO_PROJECT_FRAME, sample.weight);
  }
  /** @param {Map<string, number>} map */
  const top = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ name, ms: us / 1000 }));
  return { own: top(own), innermost: top(innermost), origins: top(origins) };
}
