// Builds the benchmark's RJSF comparison page (scripts/bench/rjsf) into bench/rjsf/dist, apart
// from the app's build: no content security policy, as Ajv compiles its validators with
// new Function, the way RJSF's validator-ajv8 works out of the box.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const rjsfOutDir = fileURLToPath(new URL('../../../bench/rjsf/dist', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'error',
  build: { outDir: rjsfOutDir, emptyOutDir: true },
});
