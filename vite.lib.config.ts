import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserTargets } from './scripts/browserTargets.mjs';
import { scopeEditorCss } from './scripts/scopeEditorCss.mjs';

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
