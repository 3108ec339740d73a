// The Content-Security-Policy of the built pages: a <meta> tag in each HTML page (this plugin)
// and the same policy as a response header of `npm run preview` (vite.config.ts).

/** The embed's REST backend in development: the reference server listens on loopback. */
const LOCAL_BACKENDS = ['http://127.0.0.1:*', 'http://localhost:*'];
/** Publish… talks to Google's Wallet API and gets its access tokens from Google's token endpoint. */
const GOOGLE_PUBLISH = ['https://walletobjects.googleapis.com', 'https://oauth2.googleapis.com'];

// A CSP source expression: a scheme ('https:'), or an origin with optional port and path, no
// spaces, quotes, commas or semicolons (which would end the directive).
const SOURCE =
  /^(?:[a-z][a-z0-9+.-]*:|(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::(?:\d+|\*))?(?:\/[^\s;,'"]*)?)$/i;

/**
 * The extra connect-src origins of PASS_STUDIO_CONNECT_SRC (separated by spaces or commas), read
 * at build time. A token that is no source expression stops the build: it would end up in the
 * policy as written.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function connectSourcesFrom(value) {
  const tokens = (value ?? '').split(/[\s,]+/).filter((token) => token !== '');
  const bad = tokens.filter((token) => !SOURCE.test(token));
  if (bad.length > 0) {
    throw new Error(
      `PASS_STUDIO_CONNECT_SRC: ${bad.map((t) => JSON.stringify(t)).join(', ')} is not a CSP source such as https://api.example.com or http://127.0.0.1:8080`,
    );
  }
  return tokens;
}

/**
 * The app's Content-Security-Policy, directives separated by '; '.
 * @param {readonly string[]} [extraConnect] more connect-src sources
 * @returns {string}
 */
export function contentSecurityPolicy(extraConnect = []) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // CodeMirror injects <style> elements and React writes style attributes: inline styles only.
    "style-src 'self' 'unsafe-inline'",
    // Pass images come from any web address; barcodes are drawn here as SVG data: images, which
    // run no script inside <img>. Document URIs never reach src unchecked (http and https only).
    "img-src 'self' https: http: blob: data:",
    `connect-src ${["'self'", ...LOCAL_BACKENDS, ...GOOGLE_PUBLISH, ...extraConnect].join(' ')}`,
    "worker-src 'self' blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The <meta> tag that carries `policy`, first in <head> so that it covers every script after it.
 * @param {string} policy
 * @returns {import('vite').HtmlTagDescriptor}
 */
export function cspMetaTag(policy) {
  return {
    tag: 'meta',
    attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
    injectTo: 'head-prepend',
  };
}

/**
 * Puts the policy into every built HTML page. Build only: the dev server needs inline scripts
 * for React Refresh. frame-ancestors is ignored in <meta>; it is sent as a header instead.
 * @param {string} policy
 * @returns {import('vite').Plugin}
 */
export function cspPlugin(policy) {
  return {
    name: 'pass-studio:csp',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: () => [cspMetaTag(policy)] },
  };
}
