// The browsers Pass Studio is built for, one list for the app (vite.config.ts) and the library
// (vite.lib.config.ts): the JavaScript and the CSS (Lightning CSS) are lowered for these and no
// older ones. docs/decisions.md, "Browsers", says why.

/**
 * Baseline Widely available on 2026-11-27: the oldest versions of the core browsers that have
 * every feature which had been in all of them for 30 months on that day (baseline-browser-mapping,
 * `getCompatibleVersions({ widelyAvailableOnDate: '2026-11-27' })`). CSS nesting and
 * `light-dark()` are among those features, so both stay as written.
 */
export const browserTargets = ['chrome125', 'edge125', 'firefox126', 'safari17.5', 'ios17.5'];
