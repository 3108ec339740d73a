import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryScripts, initialJs } from './initialJs.mjs';

describe('entryScripts', () => {
  it.each([
    {
      name: 'module script and modulepreloads, in order',
      html: `<script type="module" crossorigin src="/assets/index-1.js"></script>
        <link rel="modulepreload" crossorigin href="/assets/a.js">
        <link rel="stylesheet" href="/assets/index.css">
        <link rel="modulepreload" crossorigin href="/assets/b.js">`,
      expected: ['assets/index-1.js', 'assets/a.js', 'assets/b.js'],
    },
    {
      name: 'stylesheets, icons and prefetches are not up-front JavaScript',
      html: `<link rel="icon" href="/favicon.svg"><link rel="prefetch" href="/assets/late.js">`,
      expected: [],
    },
  ])('$name', ({ html, expected }) => {
    expect(entryScripts(html)).toEqual(expected);
  });
});

describe('initialJs', () => {
  it('sums bytes and gzip bytes of the up-front scripts only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'initial-js-'));
    const entry = 'console.log("entry");'.repeat(50);
    const preload = 'export const x = 1;';
    writeFileSync(join(dir, 'entry.js'), entry);
    writeFileSync(join(dir, 'preload.js'), preload);
    writeFileSync(join(dir, 'late.js'), 'not counted');
    writeFileSync(
      join(dir, 'index.html'),
      '<script type="module" src="/entry.js"></script><link rel="modulepreload" href="/preload.js">',
    );

    const result = initialJs(dir);

    expect(result.files.map((f) => f.file)).toEqual(['entry.js', 'preload.js']);
    expect(result.bytes).toBe(entry.length + preload.length);
    expect(result.gzipBytes).toBe(gzipSync(entry).length + gzipSync(preload).length);
  });
});
