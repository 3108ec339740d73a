// The library's scoping step (vite.lib.config.ts): every rule of the editor's stylesheets under
// .pass-studio-root, so that a host page using the same class names (.field, .input, .issue) is
// not restyled by the package, and the editor's rules outweigh the embed's reset of host styles.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const scope = '.pass-studio-root';

/** The editor's stylesheets, which the step scopes: those of src/forms, src/preview, src/studio, src/features and src/ui. */
export const editorSheet = /\/src\/(forms|preview|studio|features|ui)\/[^?]*\.css(\?.*)?$/;

// A plain @import of a file beside: `@import './cards.css';` (no media, supports or layer).
const plainImport = /^@import\s+(?:url\()?\s*['"](\.{1,2}\/[^'"]+\.css)['"]\s*\)?\s*;/gm;

/**
 * `css` with each plain import rule of another editor stylesheet replaced by that file's text,
 * depth first, each file once (as the browser and postcss-import read them). The bundler would inline
 * them too, but after this step: what it reads from disk would stay unscoped.
 * @param {string} css
 * @param {string} file the path of `css`, for relative imports
 * @param {(file: string) => void} [read] told each file read, for the bundler to watch
 * @param {Set<string>} [seen]
 * @returns {string}
 */
export function inlineImports(css, file, read = () => {}, seen = new Set([file])) {
  return css.replace(plainImport, (statement, specifier) => {
    const target = resolve(dirname(file), specifier);
    if (!editorSheet.test(target)) return statement;
    if (seen.has(target)) return '';
    seen.add(target);
    read(target);
    return inlineImports(readFileSync(target, 'utf8'), target, read, seen);
  });
}

/**
 * `css` nested under the scope. Keyframes cannot nest and stay at the top, as does an import rule
 * the step cannot inline (another folder's file, or one with a condition).
 * @param {string} css
 * @returns {string}
 */
export function scopeCss(css) {
  /** @type {string[]} */
  const top = [];
  let rest = '';
  let at = 0;
  for (const match of css.matchAll(/@keyframes[^{]*\{/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}' && --depth === 0) break;
    }
    rest += css.slice(at, match.index);
    top.push(css.slice(match.index, end + 1));
    at = end + 1;
  }
  rest += css.slice(at);
  const imports = rest.match(/^@import[^;]+;/gm) ?? [];
  rest = rest.replace(/^@import[^;]+;/gm, '');
  return `${[...imports, ...top].join('\n')}\n${scope} {\n${rest}\n}\n`;
}

/**
 * The step as a Vite plugin, before Vite's own CSS handling: each editor stylesheet, imported
 * plainly (into the package's style.css) or `?inline` (as text for the custom element's shadow
 * root), comes out scoped with every file it imports.
 * @returns {import('vite').Plugin}
 */
export function scopeEditorCss() {
  return {
    name: 'pass-studio:scope-editor-css',
    enforce: 'pre',
    transform(code, id) {
      if (!editorSheet.test(id)) return null;
      const file = id.replace(/\?.*$/, '');
      const css = inlineImports(code, file, (read) => this.addWatchFile(read));
      return { code: scopeCss(css), map: null };
    },
  };
}
