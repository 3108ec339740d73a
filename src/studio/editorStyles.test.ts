import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The custom element's shadow root sees only the stylesheets editorStyles.ts lists and what they
// @import, and those a part that loads on first use brings as text (a module importing `?inline`,
// such as template/templateStyles.ts): a part's stylesheet left out is unstyled in the embed alone.
const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '..');
const parts = ['forms', 'preview', 'studio', 'features', 'ui'];

const filesUnder = (folder: string, pattern: RegExp): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
const inlineCss = /from '([^']+\.css)\?inline'/g;

const importsOf = (file: string, pattern: RegExp) =>
  [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => resolve(dirname(file), m[1] ?? ''));

function reachable(): Set<string> {
  const seen = new Set<string>();
  const queue = parts
    .flatMap((part) => filesUnder(join(src, part), /(?<!\.test)\.tsx?$/))
    .flatMap((file) => importsOf(file, inlineCss));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, /@import '([^']+\.css)'/g));
  }
  return seen;
}

describe('the editor stylesheets of the shadow root', () => {
  const reached = reachable();
  it.each(
    parts
      .flatMap((part) => filesUnder(join(src, part), /\.css$/))
      .map((f) => [relative(src, f), f]),
  )('%s is among them', (_name, file) => {
    expect(reached.has(file)).toBe(true);
  });
});
