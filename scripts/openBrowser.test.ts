import { describe, expect, it } from 'vitest';
import { opensBrowser } from './openBrowser.mjs';

describe('opensBrowser', () => {
  it.each([
    [
      'npm start on a Linux desktop (X11)',
      { npm_lifecycle_event: 'start', DISPLAY: ':0' },
      'linux',
      true,
    ],
    [
      'npm start on a Linux desktop (Wayland)',
      { npm_lifecycle_event: 'start', WAYLAND_DISPLAY: 'wayland-0' },
      'linux',
      true,
    ],
    ['npm start on Linux without a desktop', { npm_lifecycle_event: 'start' }, 'linux', false],
    ['npm start on macOS', { npm_lifecycle_event: 'start' }, 'darwin', true],
    ['npm start on Windows', { npm_lifecycle_event: 'start' }, 'win32', true],
    ['npm run dev', { npm_lifecycle_event: 'dev', DISPLAY: ':0' }, 'linux', false],
    ['vite run by hand', {}, 'darwin', false],
  ])('%s', (_name, env, platform, expected) => {
    expect(opensBrowser(env, platform)).toBe(expected);
  });
});
