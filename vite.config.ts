import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { browserTargets } from './scripts/browserTargets.mjs';
import { connectSourcesFrom, contentSecurityPolicy, cspPlugin } from './scripts/cspPlugin.mjs';
import { embedHostsFrom, frameAncestorsPlugin } from './scripts/frameAncestorsPlugin.mjs';
import { opensBrowser } from './scripts/openBrowser.mjs';

// One HTML page per entry: the app, the embeddable editor, the review page of a shared preview,
// and the example hosts of the embed.
const pages = [
  'index.html',
  'embed.html',
  'review.html',
  'examples/admin-host.html',
  'examples/react-host.html',
  'examples/element-host.html',
];

const input = Object.fromEntries(
  pages.map((page) => [page.replace(/\.html$/, ''), fileURLToPath(new URL(page, import.meta.url))]),
);

// jsdom tests that need a module graph of their own: they replace a module with vi.mock (which
// cannot reach modules another file already loaded) or watch a lazy chunk load for the first time.
const domIsolated = [
  'src/features/export/ExportDialog.test.tsx',
  'src/features/jsonView/RawJsonEditor.test.tsx',
  'src/studio/StudioLayout.scale.test.tsx',
  'src/preview/PassPreview.test.tsx',
  'src/studio/useStudio.test.tsx',
  'src/preview/BarcodeView.test.tsx',
  'src/io/clipboard/loadPasteChecks.test.ts',
  'src/features/link/LinkBox.test.tsx',
];

// Extra backends the embed may call, fixed at build time: PASS_STUDIO_CONNECT_SRC="https://api.example.com".
const policy = contentSecurityPolicy(connectSourcesFrom(process.env.PASS_STUDIO_CONNECT_SRC));

export default defineConfig({
  // embed.html alone may be framed: by its own origin and PASS_STUDIO_EMBED_HOSTS (default none),
  // the host origins its REST mode trusts too.
  plugins: [react(), cspPlugin(policy), frameAncestorsPlugin(embedHostsFrom(process.env))],
  build: {
    outDir: 'dist',
    target: browserTargets,
    rolldownOptions: { input },
  },
  // `npm start` opens a tab where a browser can be opened (not on a machine without a desktop).
  server: { open: opensBrowser(process.env, process.platform) },
  preview: {
    // `npm run preview` (and so the browser tests) serves the policy as a header too, where
    // frame-ancestors works: the app is never framed.
    headers: { 'Content-Security-Policy': `${policy}; frame-ancestors 'none'` },
  },
  test: {
    pool: 'threads',
    // The machine has two cores; more workers only contend.
    maxWorkers: 2,
    // `*.test.ts` is pure code and runs in Node; `*.test.tsx` renders React and runs in jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: domIsolated,
          environment: 'node',
          // The command line's smoke tests start the built command (bin/pass-studio.mjs).
          globalSetup: ['scripts/nodeBuild.mjs'],
          // Pure code that keeps no state between files: each worker imports the schemas and
          // their derivations once, not once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          exclude: domIsolated,
          environment: 'jsdom',
          setupFiles: ['src/test/setupDom.ts'],
          // One page and one module graph per worker, as for the node project: React, the
          // schemas and the form engine load once, not once per file. Each test still starts
          // from an empty body (Testing Library's cleanup).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: domIsolated,
          environment: 'jsdom',
          setupFiles: ['src/test/setupDom.ts'],
        },
      },
    ],
  },
});
