import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { builtinModules } from 'node:module';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

// The package as a host installs it: `npm pack` (which builds the library), then a fresh Vite +
// React 19 app in a temporary folder installs the tarball from disk and its dependencies from
// the registry, type-checks and builds against the package's exports, and is served and opened.
const root = new URL('..', import.meta.url).pathname;
const port = 4390 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const host = mkdtempSync(join(tmpdir(), 'pass-studio-host-'));
let server: ChildProcess | undefined;
let tarball = '';

const run = promisify(execFile);

/** Runs a command without blocking the test runner; a failure says what it printed. */
async function sh(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd, env: process.env, maxBuffer: 64 << 20 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`, {
      cause: error,
    });
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Packing builds the library, then a registry install and two builds: minutes, not seconds.
  test.setTimeout(600_000);
  await sh('npm', ['pack', '--pack-destination', host], root);
  tarball = readdirSync(host).find((name) => name.endsWith('.tgz')) ?? '';
  if (!tarball) throw new Error('npm pack wrote no tarball');
  cpSync(join(root, 'e2e/packageHost'), host, { recursive: true });
  const versions = JSON.parse(await sh('npm', ['pkg', 'get', 'devDependencies'], root)) as Record<
    string,
    string
  >;
  writeFileSync(
    join(host, 'package.json'),
    JSON.stringify({
      name: 'host-app',
      private: true,
      type: 'module',
      dependencies: {
        'pass-studio': `file:./${tarball}`,
        react: versions.react,
        'react-dom': versions['react-dom'],
      },
      devDependencies: {
        vite: versions.vite,
        '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
        typescript: versions.typescript,
        '@types/react': versions['@types/react'],
        '@types/react-dom': versions['@types/react-dom'],
      },
    }),
  );
  await sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], host);
  const bin = (name: string) => join(host, 'node_modules/.bin', name);
  await sh(bin('tsc'), ['-p', 'tsconfig.json'], host);
  await sh(bin('vite'), ['build'], host);
  server = spawn(
    bin('vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: host,
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.ok,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
  rmSync(host, { recursive: true, force: true });
});

test('a React host renders PassEditor from the installed tarball', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${port}/`);
  const id = page.getByRole('textbox', { name: 'Object ID' });
  await expect(id).toHaveValue('3388000000022.host');
  await id.fill('3388000000022.edited');
  await expect(page.getByRole('status').filter({ hasText: 'valid:' })).toHaveText('valid: true');
  // The live preview came along: its view switch is there.
  await expect(page.getByRole('tab', { name: 'Card' })).toBeVisible();
});

test('a plain page gets <pass-editor> from pass-studio/element and schemas from pass-studio/schema', async ({
  page,
}) => {
  await page.goto(`http://127.0.0.1:${port}/element.html`);
  await expect(page.getByText('schema entry: true')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Class ID' })).toBeVisible();
});

test('the installed package has the pass-studio command', async () => {
  writeFileSync(join(host, 'class.json'), JSON.stringify({ id: '1.a', title: 'T' }));
  const output = await sh(
    join(host, 'node_modules/.bin/pass-studio'),
    ['validate', 'class.json'],
    host,
  );
  expect(output).toContain('class.json: valid (offerClass');
});

test('the tarball holds the built library and command, and imports only React and Node at run time', async () => {
  const files = (await sh('tar', ['-tzf', join(host, tarball)], host))
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
  for (const path of ['dist-lib/pass-studio.js', 'dist-lib/pass-studio.css', 'dist-node/cli.js']) {
    expect(files, path).toContain(path);
  }
  // No source, test, fixture or test helper: the package is what a host runs.
  expect(
    files.filter((path) => /^src\/|\.test\.|fixture|testKey|MemoryBackend|\.map$/.test(path)),
  ).toEqual([]);
  const installed = join(host, 'node_modules/pass-studio');
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies: Record<string, string>;
  };
  // Every bare import of the shipped JavaScript, by the file that makes it.
  const imports = new Map<string, Set<string>>();
  for (const path of files.filter((name) => name.endsWith('.js') || name.endsWith('.mjs'))) {
    const text = readFileSync(join(installed, path), 'utf8');
    for (const [, name = ''] of text.matchAll(
      // A module name: a bare specifier, never text that merely sits between quotes.
      /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:@[\w.-]+\/)?[a-z0-9][\w.:-]*(?:\/[\w.-]+)*)["']/g,
    )) {
      const bare = name.startsWith('@')
        ? name.split('/').slice(0, 2).join('/')
        : (name.split('/')[0] ?? name);
      imports.set(bare, (imports.get(bare) ?? new Set()).add(path.split('/')[0] ?? path));
    }
  }
  const node = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  for (const [name, where] of imports) {
    if (node.has(name))
      expect([...where], `${name} is Node's, for the command only`).not.toContain('dist-lib');
    else
      expect(
        Object.keys(manifest.peerDependencies),
        `${name}, imported by ${[...where].join(', ')}`,
      ).toContain(name);
  }
  // The library bundles what it uses: a host installs no dependency of ours but React, and the
  // command runs without compiling TypeScript.
  expect(manifest.dependencies ?? {}).toEqual({});
  expect(existsSync(join(host, 'node_modules/tsx'))).toBe(false);
});
