import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// `npm run build:node`: the command line and the reference server as plain JavaScript for Node, in
// dist-node/ (bin/pass-studio.mjs runs dist-node/cli.js). Their dependencies are bundled in, so the
// package's own `dependencies` stay what the library imports in the browser, and nothing compiles
// TypeScript at run time.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-node',
    emptyOutDir: true,
    copyPublicDir: false,
    ssr: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: { cli: entry('src/cli/main.ts'), server: entry('server/main.ts') },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
      external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
