// `npm run e2e [-- playwright args]`: builds the app, then runs Playwright against the build
// with Debian's Chromium. Its exit code is Playwright's (or the build's, when that fails).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ensureChromiumOrExit } from './chromium.mjs';

/**
 * Runs a command with inherited stdio and returns its exit code (1 when killed by a signal).
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

/**
 * Builds the app once, then runs the browser tests against that build.
 * @param {string} chromiumPath
 * @param {string[]} playwrightArgs
 * @param {{ typecheck?: boolean }} [options] typecheck: false when the caller checks types itself
 * @returns {number} exit code
 */
export function runE2e(chromiumPath, playwrightArgs, { typecheck = true } = {}) {
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromiumPath,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  };
  // A run on its own E2E_PORT (a second run beside another) builds into dist-<port>/, which
  // playwright.config.ts serves, and leaves the type check to `npm run typecheck`.
  const port = process.env.E2E_PORT;
  const built = port
    ? run('npx', ['--no', 'vite', 'build', '--outDir', `dist-${port}`], env)
    : typecheck
      ? run('npm', ['run', 'build'], env)
      : run('npx', ['--no', 'vite', 'build'], env);
  if (built !== 0) return built;
  return run('npx', ['--no', 'playwright', 'test', ...playwrightArgs], env);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exit(runE2e(ensureChromiumOrExit(), process.argv.slice(2)));
}
