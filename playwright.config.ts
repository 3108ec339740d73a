import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

const isCI = Boolean(process.env.CI);
// E2E_PORT lets a second test run use its own preview server next to one on the default port.
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// With E2E_PORT, the build, results and report get their own folders too, so two runs side by
// side (two developers' sessions on one machine) never serve or clear each other's files.
const suffix = process.env.E2E_PORT ? `-${port}` : '';
const results = `test-results${suffix}`;

// The runner scripts (scripts/e2e.mjs, scripts/test.mjs) build the app and set CHROMIUM_PATH;
// a bare `npx playwright test` still finds Debian's Chromium but serves whatever dist/ holds.
export default defineConfig({
  testDir: 'e2e',
  outputDir: results,
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report${suffix}` }],
    ['json', { outputFile: `${results}/e2e-results.json` }],
  ],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? findChromium(),
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir dist${suffix}`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 30_000,
  },
});
