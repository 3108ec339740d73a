// Finds the Chromium that the browser tests drive: Debian's package, never a downloaded build.
// `node scripts/chromium.mjs` prints its path (installing it first when it can).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Flags for a headless browser in a container: no sandbox (root), no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian's chromium package puts the browser, in the order we look. */
export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const missingChromiumHelp = [
  'No Chromium found for the browser tests.',
  'Install Debian\'s package ("sudo apt-get install chromium"),',
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
].join('\n');

/**
 * @typedef {object} Host
 * @property {NodeJS.ProcessEnv} env
 * @property {(path: string) => boolean} isExecutable
 * @property {boolean} isRoot
 * @property {(command: string, args: string[], env: NodeJS.ProcessEnv) => boolean} run
 *   runs a command with inherited stdio; true when it exited 0
 */

/** @param {string} path */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @type {Host} */
const realHost = {
  env: process.env,
  isExecutable: isExecutableFile,
  isRoot: process.getuid?.() === 0,
  run(command, args, env) {
    return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
  },
};

/**
 * The browser to use, or undefined when there is none. A CHROMIUM_PATH that points nowhere is an
 * error rather than a reason to look elsewhere: the caller asked for that browser.
 * @param {Pick<Host, 'env' | 'isExecutable'>} host
 * @returns {string | undefined}
 */
export function findChromium(host = realHost) {
  const fromEnv = host.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (host.isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.`);
  }
  return chromiumCandidates.find((path) => host.isExecutable(path));
}

/**
 * Finds the browser, installing Debian's chromium package when we are root and apt-get exists.
 * @param {Host} host
 * @returns {string} the browser's path
 * @throws {Error} with instructions when there is no browser and none could be installed
 */
export function ensureChromium(host = realHost) {
  const found = findChromium(host);
  if (found) return found;

  const searchPath = (host.env.PATH ?? '').split(delimiter).filter(Boolean);
  const aptGet = searchPath.map((dir) => join(dir, 'apt-get')).find(host.isExecutable);
  if (!host.isRoot || !aptGet) throw new Error(missingChromiumHelp);

  const aptEnv = { ...host.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    host.run(aptGet, ['update'], aptEnv) && host.run(aptGet, ['install', '-y', 'chromium'], aptEnv);
  const after = installed ? findChromium(host) : undefined;
  if (!after)
    throw new Error(`Installing Debian's chromium package failed.\n${missingChromiumHelp}`);
  return after;
}

/**
 * For the runner scripts: the browser's path, or a clear message and exit code 1.
 * @returns {string}
 */
export function ensureChromiumOrExit() {
  try {
    return ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(ensureChromiumOrExit());
}
