// dist-node/ (the command line and the reference server as JavaScript) kept as fresh as the
// sources it is built from: rebuilt only when a file under src/ or server/ is newer than it, so a
// test that starts the installed command never runs yesterday's code.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist-node/cli.js');
const sources = ['src', 'server', 'vite.node.config.ts', 'package-lock.json'];

/**
 * The newest modification time under a file or folder, in milliseconds.
 * @param {string} path
 * @returns {number}
 */
function newest(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

/** Builds dist-node/ when it is missing or older than its sources; throws when the build fails. */
export function ensureNodeBuild() {
  const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt > Math.max(...sources.map((name) => newest(join(root, name))))) return;
  const result = spawnSync(
    'npx',
    ['--no', 'vite', 'build', '-c', 'vite.node.config.ts', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('npm run build:node failed');
}

/** Vitest's global setup: the command-line smoke tests start dist-node/cli.js. */
export default function setup() {
  ensureNodeBuild();
}
