// The JavaScript a browser fetches before the app's first render: the entry HTML's module scripts
// and modulepreload links. Everything else (bwip-js, CodeMirror, the parse worker) loads later.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const ASSET = /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g;

/**
 * The script files an HTML page loads up front, in document order, as paths relative to its folder.
 * @param {string} html
 * @returns {string[]}
 */
export function entryScripts(html) {
  return [...html.matchAll(ASSET)].map((match) => /** @type {string} */ (match[1]));
}

/**
 * Bytes and gzip bytes (node:zlib, default level) of each up-front script of `dist/index.html`.
 * @param {string} distDir
 */
export function initialJs(distDir) {
  const files = entryScripts(readFileSync(join(distDir, 'index.html'), 'utf8')).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
  const sum = (/** @type {'bytes' | 'gzipBytes'} */ key) =>
    files.reduce((total, file) => total + file[key], 0);
  return { files, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}
