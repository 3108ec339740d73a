// Builds the benchmark's react-hook-form variant of the app into bench/rhf/dist: the app itself
// (its config, its security policy), with the document's store and the modules that read and
// write it swapped for react-hook-form-backed ones in this folder. Never part of the app or the
// package; `npm run bench -- --rhf` measures it against the app's own build.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import app from '../../../vite.config';

const here = dirname(fileURLToPath(import.meta.url));
const forms = fileURLToPath(new URL('../../../src/forms/', import.meta.url));
const swapped = ['useDocumentSnapshots', 'useFieldValue', 'useDocumentValue', 'useDocumentAccess'];
const swaps = new Map(swapped.map((name) => [`${forms}${name}.ts`, `${here}/${name}.ts`]));

/** Resolves the app's imports of a swapped module to this folder's (its own imports stay). */
function swapStore(): Plugin {
  return {
    name: 'bench-rhf-store',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(here)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
  };
}

export default {
  ...app,
  plugins: [...(app.plugins ?? []), swapStore()],
  build: {
    ...app.build,
    outDir: fileURLToPath(new URL('../../../bench/rhf/dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('../../../index.html', import.meta.url)) },
    },
  },
  test: undefined,
};
