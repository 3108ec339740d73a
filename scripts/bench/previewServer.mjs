// Serves a build with `vite preview` on a free loopback port for the benchmark, and stops it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** @returns {Promise<number>} a port that was free a moment ago */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitUntilServing(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server on the build in `outDir`; `stop()` ends it (its own process group only).
 * `config` is a Vite config other than the app's (whose preview sends the app's security policy).
 * @param {string} outDir
 * @param {{ config?: string }} [options]
 */
export async function startPreviewServer(outDir, { config } = {}) {
  const port = await freePort();
  const child = spawn(
    'npx',
    [
      '--no',
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      // Absolute: Vite resolves a relative outDir against the config's root.
      '--outDir',
      resolve(outDir),
      ...(config ? ['--config', config] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilServing(url, 30_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}
