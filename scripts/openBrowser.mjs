/**
 * Whether `npm start` opens a browser tab: only for `npm start` itself, and only where one can be
 * opened (on Linux a desktop session; without one Vite's xdg-open fails with "spawn xdg-open
 * ENOENT").
 * @param {Record<string, string | undefined>} env
 * @param {string} platform
 */
export function opensBrowser(env, platform) {
  if (env.npm_lifecycle_event !== 'start') return false;
  if (platform !== 'linux') return true;
  return Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}
