import { describe, expect, it } from 'vitest';
import { ensureChromium, findChromium, missingChromiumHelp } from './chromium.mjs';

type Call = [command: string, args: string[], debianFrontend: string | undefined];

/** A fake machine: which files exist, who we are, and which commands would succeed. */
function fakeHost(options: {
  files: string[];
  env?: NodeJS.ProcessEnv;
  isRoot?: boolean;
  installs?: string;
  aptFails?: boolean;
}) {
  const files = new Set(options.files);
  const calls: Call[] = [];
  return {
    calls,
    env: { PATH: '/usr/sbin:/usr/bin', ...options.env },
    isExecutable: (path: string) => files.has(path),
    isRoot: options.isRoot ?? true,
    run(command: string, args: string[], env: NodeJS.ProcessEnv) {
      calls.push([command, args, env.DEBIAN_FRONTEND]);
      if (options.aptFails) return false;
      if (args[0] === 'install' && options.installs) files.add(options.installs);
      return true;
    },
  };
}

describe('findChromium', () => {
  it.each([
    {
      case: 'CHROMIUM_PATH wins',
      files: ['/opt/chrome', '/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '/opt/chrome' },
      expected: '/opt/chrome',
    },
    {
      case: "Debian's path",
      files: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
      env: {},
      expected: '/usr/bin/chromium',
    },
    {
      case: 'the older name',
      files: ['/usr/bin/chromium-browser'],
      env: {},
      expected: '/usr/bin/chromium-browser',
    },
    {
      case: 'an empty CHROMIUM_PATH is unset',
      files: ['/usr/bin/chromium'],
      env: { CHROMIUM_PATH: '' },
      expected: '/usr/bin/chromium',
    },
    { case: 'nothing installed', files: [], env: {}, expected: undefined },
  ])('$case', ({ files, env, expected }) => {
    expect(findChromium(fakeHost({ files, env }))).toBe(expected);
  });

  it('refuses a CHROMIUM_PATH that is not there instead of silently using another browser', () => {
    const host = fakeHost({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/nope' } });
    expect(() => findChromium(host)).toThrow('CHROMIUM_PATH is set to /nope');
  });
});

describe('ensureChromium', () => {
  it('installs nothing when a browser is there', () => {
    const host = fakeHost({ files: ['/usr/bin/chromium', '/usr/bin/apt-get'] });
    expect(ensureChromium(host)).toBe('/usr/bin/chromium');
    expect(host.calls).toEqual([]);
  });

  it("installs Debian's chromium as root, non-interactively, and finds it", () => {
    const host = fakeHost({ files: ['/usr/bin/apt-get'], installs: '/usr/bin/chromium' });
    expect(ensureChromium(host)).toBe('/usr/bin/chromium');
    expect(host.calls).toEqual([
      ['/usr/bin/apt-get', ['update'], 'noninteractive'],
      ['/usr/bin/apt-get', ['install', '-y', 'chromium'], 'noninteractive'],
    ]);
  });

  it.each([
    { case: 'not root', files: ['/usr/bin/apt-get'], isRoot: false },
    { case: 'no apt-get', files: [], isRoot: true },
  ])('explains how to get a browser when it cannot install one: $case', ({ files, isRoot }) => {
    const host = fakeHost({ files, isRoot, installs: '/usr/bin/chromium' });
    expect(() => ensureChromium(host)).toThrow(missingChromiumHelp);
    expect(host.calls).toEqual([]);
  });

  it('says so when the install fails', () => {
    const host = fakeHost({ files: ['/usr/bin/apt-get'], aptFails: true });
    expect(() => ensureChromium(host)).toThrow(/Installing Debian's chromium package failed/);
    expect(host.calls).toHaveLength(1);
  });

  it('says so when the install succeeds but no browser appears', () => {
    const host = fakeHost({ files: ['/usr/bin/apt-get'] });
    expect(() => ensureChromium(host)).toThrow(missingChromiumHelp);
  });
});
