// Who may frame embed.html: the preview server (and the dev server) answer it with
// `frame-ancestors 'self' <allowed origins>` instead of the app's `frame-ancestors 'none'`.

/** The admin tools on this machine, in development. */
const DEFAULT_ANCESTORS = ['http://127.0.0.1:*', 'http://localhost:*'];

// A host source: scheme://host with an optional port (or *), no path, quotes or separators.
const HOST_SOURCE = /^https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::(?:\d+|\*))?$/i;

/**
 * The origins of PASS_STUDIO_FRAME_ANCESTORS (separated by spaces or commas), or the loopback
 * defaults. A token that is not an http(s) origin stops the server with the reason.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function frameAncestorsFrom(value) {
  const tokens = (value ?? '').split(/[\s,]+/).filter((token) => token !== '');
  if (tokens.length === 0) return DEFAULT_ANCESTORS;
  const bad = tokens.filter((token) => !HOST_SOURCE.test(token));
  if (bad.length > 0) {
    throw new Error(
      `PASS_STUDIO_FRAME_ANCESTORS: ${bad.map((t) => JSON.stringify(t)).join(', ')} is not an origin such as https://admin.example or http://127.0.0.1:*`,
    );
  }
  return tokens;
}

/**
 * `policy` with its frame-ancestors directive replaced (or added) by one naming `ancestors`.
 * @param {string} policy
 * @param {readonly string[]} ancestors
 */
export function withFrameAncestors(policy, ancestors) {
  const directive = `frame-ancestors ${["'self'", ...ancestors].join(' ')}`;
  const others = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^frame-ancestors\b/i.test(part));
  return [...others, directive].join('; ');
}

/** @param {string | undefined} url */
const isEmbedPage = (url) => /^\/embed(?:\.html)?(?:[?#]|$)/.test(url ?? '');

/**
 * @param {readonly string[]} ancestors
 * @returns {import('vite').Connect.NextHandleFunction}
 */
function middleware(ancestors) {
  return (request, response, next) => {
    if (isEmbedPage(request.url)) {
      const setHeader = response.setHeader.bind(response);
      // The server's own headers come later (static files, HTML): rewrite the policy as it is set.
      response.setHeader = (name, value) =>
        name.toLowerCase() === 'content-security-policy'
          ? setHeader(name, withFrameAncestors(String(value), ancestors))
          : setHeader(name, value);
      response.setHeader('Content-Security-Policy', withFrameAncestors('', ancestors));
    }
    next();
  };
}

/**
 * @param {readonly string[]} ancestors
 * @returns {import('vite').Plugin}
 */
export function frameAncestorsPlugin(ancestors) {
  return {
    name: 'pass-studio:frame-ancestors',
    configureServer(server) {
      server.middlewares.use(middleware(ancestors));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(ancestors));
    },
  };
}
