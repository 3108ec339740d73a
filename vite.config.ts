import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// One HTML page per entry: embed.html joins this list later.
const pages = ['index.html'];

const input = Object.fromEntries(
  pages.map((page) => [page.replace(/\.html$/, ''), fileURLToPath(new URL(page, import.meta.url))]),
);

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rolldownOptions: { input },
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
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setupDom.ts'],
        },
      },
    ],
  },
});
