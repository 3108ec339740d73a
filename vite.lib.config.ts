import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { browserTargets } from './scripts/browserTargets.mjs';

/**
 * Scopes the editor's stylesheets (src/forms, src/preview, src/studio, src/ui) under .pass-studio-root, so that a
 * host page using the same class names (.field, .input, .issue) is not restyled by the library.
 * CSS nesting does the prefixing; @keyframes cannot nest and stays at the top, and so do the
 * @import rules of an index (src/forms/forms.css, read only as text for a shadow root).
 */
export function scopeEditorCss(): Plugin {
  return {
    name: 'pass-studio:scope-editor-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/(forms|preview|studio|ui)\/.*\.css(\?.*)?$/.test(id)) return null;
      const keyframes: string[] = [];
      let rest = '';
      let at = 0;
      for (const match of code.matchAll(/@keyframes[^{]*\{/g)) {
        let depth = 0;
        let end = match.index;
        for (; end < code.length; end++) {
          if (code[end] === '{') depth++;
          else if (code[end] === '}' && --depth === 0) break;
        }
        rest += code.slice(at, match.index);
        keyframes.push(code.slice(match.index, end + 1));
        at = end + 1;
      }
      rest += code.slice(at);
      const imports = rest.match(/^@import[^;]+;/gm) ?? [];
      rest = rest.replace(/^@import[^;]+;/gm, '');
      const top = [...imports, ...keyframes].join('\n');
      return { code: `${top}\n.pass-studio-root {\n${rest}\n}\n`, map: null };
    },
  };
}

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `npm run build:lib`: the package's entries as ES modules in dist-lib/ (package.json "exports"):
// pass-studio.js (PassEditor, PassPreview, checkDocument), element.js (<pass-editor>), schema.js
// (the zod schemas, no React), engine.js (parse, validate, lint, export: no React, synchronous)
// and strict-csp.js, with shared chunks and pass-studio.css beside
// them. React is the host's (a peer dependency).
export default defineConfig({
  plugins: [react(), scopeEditorCss()],
  publicDir: false,
  build: {
    outDir: 'dist-lib',
    target: browserTargets,
    emptyOutDir: true,
    copyPublicDir: false,
    lib: {
      entry: {
        'pass-studio': entry('src/embed/index.ts'),
        element: entry('src/embed/element.ts'),
        schema: entry('src/schema/index.ts'),
        engine: entry('src/embed/engine.ts'),
        'strict-csp': entry('src/strictCsp.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'pass-studio',
    },
    rolldownOptions: {
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    },
  },
});
