import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preprocessCSS, resolveConfig, type ResolvedConfig } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeEditorCss } from './scopeEditorCss.mjs';

// Every stylesheet the library's modules import, built as the library builds it: the scoping
// step, then Vite's own CSS handling (which inlines what an @import names, as read from disk).
// Plain imports make the package's style.css; `?inline` ones, the custom element's shadow root.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const libraryParts = ['forms', 'preview', 'studio', 'ui', 'embed'].map((part) =>
  join(root, 'src', part),
);

const modulesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /(?<!\.test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
// embed.html's entry and its page's own styles: the app's build, not the package's.
const notInPackage = new Set([join(root, 'src/embed/embedMain.tsx')]);

const sheets = [
  ...new Set(
    libraryParts
      .flatMap(modulesUnder)
      .filter((file) => !notInPackage.has(file))
      .flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /import\s+(?:\w+\s+from\s+)?'(\.[^']+\.css)(\?inline)?'/g,
          ),
        ].map((m) => `${resolve(dirname(file), m[1] ?? '')}${m[2] ?? ''}`),
      ),
  ),
].sort();

/** The top-level statements of `css`: a rule's or at-rule's prelude and its block's text. */
function statements(css: string): { prelude: string; block: string | null }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: { prelude: string; block: string | null }[] = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' && depth++ === 0) open = i;
    else if (c === '}' && --depth === 0) {
      found.push({ prelude: text.slice(start, open).trim(), block: text.slice(open + 1, i) });
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      found.push({ prelude: text.slice(start, i).trim(), block: null });
      start = i + 1;
    }
  }
  return found;
}

/** Splits a selector list at its top-level commas. */
const selectors = (list: string) => list.split(/,(?![^(]*\))/).map((s) => s.trim());

// Inside the editor's root, or on Pass Studio's own pages (the design tokens, embed.html's
// toolbar): a host page has neither class.
const scoped = /^(?::where\()?\.pass-studio-(?:root|page)(?![\w-])/;

/** Each top-level rule of `css` that reaches outside the scope, as written. */
function unscoped(css: string): string[] {
  return statements(css).flatMap(({ prelude, block }) => {
    if (/^@(media|supports|container)\b/.test(prelude)) return unscoped(block ?? '');
    if (/^@keyframes\s+pp-/.test(prelude)) return [];
    if (prelude.startsWith('@')) return [prelude];
    return selectors(prelude).every((s) => scoped.test(s)) ? [] : [prelude];
  });
}

describe('the library stylesheets, built', () => {
  let config: ResolvedConfig;
  const plugin = scopeEditorCss();
  const transform = plugin.transform as (
    this: { addWatchFile: (file: string) => void },
    code: string,
    id: string,
  ) => { code: string } | null;

  beforeAll(async () => {
    config = await resolveConfig({ configFile: false, root, logLevel: 'silent' }, 'build');
  });

  it('include the sheets of both entries', () => {
    expect(sheets.some((s) => s.endsWith('?inline'))).toBe(true);
    expect(sheets.some((s) => s.endsWith('preview.css'))).toBe(true);
  });

  it.each(sheets.map((id) => [relative(root, id), id]))(
    '%s: every top-level rule is under .pass-studio-root',
    async (_name, id) => {
      const file = id.replace(/\?.*$/, '');
      const raw = readFileSync(file, 'utf8');
      const code = transform.call({ addWatchFile: () => {} }, raw, id)?.code ?? raw;
      const { code: built } = await preprocessCSS(code, file, config);
      expect(unscoped(built)).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  it.each([
    ['.pass-studio-root { .field {} }', []],
    [':where(.pass-studio-root) :not(template) {}', []],
    ['.pass-studio-page, .pass-studio-root {}', []],
    ['@keyframes pp-shimmer { from {} }', []],
    ['@media (prefers-color-scheme: dark) { .pass-studio-root {} .pp {} }', ['.pp']],
    [':where(.row__summary, .section-nav__item) {}', [':where(.row__summary, .section-nav__item)']],
    ['.pass-studio-rooted {}', ['.pass-studio-rooted']],
    ['@import "./controls.css";', ['@import "./controls.css"']],
    ['@keyframes spin {}', ['@keyframes spin']],
  ])('%s', (css, found) => {
    expect(unscoped(css)).toEqual(found);
  });
});
