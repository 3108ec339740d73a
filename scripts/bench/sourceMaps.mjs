// Names the functions of a CPU profile after the app's sources: the build's hidden source maps
// (vite build --sourcemap hidden) turn a minified `Xt` at assets/x.js:10:4213 into verdictText in
// src/io/verdictText.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/**
 * A source map's source as a project path: 'src/io/x.ts', 'node_modules/react-dom/cjs/y.js'.
 * @param {string} source as the map writes it, relative to the asset ('../../src/io/x.ts')
 */
export function projectPath(source) {
  return source.replace(/^(?:\.{1,2}\/)+/, '').replace(/^.*?\/(node_modules\/)/, '$1');
}

/**
 * A resolver for cpuProfile's functionTimes: the source, line and name of a profile's call frame
 * from the source map beside its script in `distDir`, or the frame as it is when there is none.
 * @param {string} distDir the build the page was served from
 * @returns {import('./cpuProfile.mjs').Resolve}
 */
export function createResolver(distDir) {
  /** @type {Map<string, TraceMap | null>} */
  const maps = new Map();
  const mapOf = (/** @type {string} */ path) => {
    if (!maps.has(path)) {
      try {
        maps.set(path, new TraceMap(readFileSync(join(distDir, `${path}.map`), 'utf8')));
      } catch {
        maps.set(path, null);
      }
    }
    return maps.get(path) ?? null;
  };
  return ({ functionName, url = '', lineNumber = 0, columnNumber = 0 }) => {
    const name = functionName || '(anonymous)';
    if (!url.startsWith('http')) return { name, file: url };
    const map = mapOf(new URL(url).pathname.replace(/^\//, ''));
    const found = map && originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (!found?.source) return { name, file: url };
    return {
      name: found.name ?? name,
      file: projectPath(found.source),
      line: found.line ?? undefined,
    };
  };
}
