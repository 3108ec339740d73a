// The admin tools a deployment lets embed the editor, from PASS_STUDIO_EMBED_HOSTS at build (and
// preview) time. The preview server (and the dev server) answer embed.html with
// `frame-ancestors 'self' <hosts>` instead of the app's `frame-ancestors 'none'`, and the build
// bakes the same list into embed.html's script: REST mode talks only to those origins and its own.

/** The global the build defines; src/embed/embedHosts.ts reads it. */
export const EMBED_HOSTS_GLOBAL = '__PASS_STUDIO_EMBED_HOSTS__';

/**
 * The serialized origin of `token`, or null when it is not exactly an http(s) origin (no
 * wildcard, path, query or credentials).
 * @param {string} token
 */
function originOf(token) {
  // Host names and IP addresses only: the origin goes into a CSP header as written.
  if (!/^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?\/?$/i.test(token)) return null;
  try {
    return new URL(token).origin;
  } catch {
    return null;
  }
}

/**
 * The host origins of PASS_STUDIO_EMBED_HOSTS (separated by spaces or commas), serialized and
 * without duplicates; none by default, so only embed.html's own origin may frame it. A token that
 * is not an exact http(s) origin stops the build or server with the reason. The variable it
 * replaced, PASS_STUDIO_FRAME_ANCESTORS (which allowed wildcards), stops it too, saying so.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function embedHostsFrom(env) {
  if (env.PASS_STUDIO_FRAME_ANCESTORS !== undefined) {
    throw new Error(
      'PASS_STUDIO_FRAME_ANCESTORS was replaced by PASS_STUDIO_EMBED_HOSTS: list each admin tool origin exactly (no wildcards); REST mode of the embed trusts the same list',
    );
  }
  const tokens = (env.PASS_STUDIO_EMBED_HOSTS ?? '').split(/[\s,]+/).filter((t) => t !== '');
  const bad = tokens.filter((token) => originOf(token) === null);
  if (bad.length > 0) {
    throw new Error(
      `PASS_STUDIO_EMBED_HOSTS: ${bad.map((t) => JSON.stringify(t)).join(', ')} is not an exact origin such as https://admin.example or http://127.0.0.1:8080 (no wildcards or paths)`,
    );
  }
  return [...new Set(tokens.map((token) => /** @type {string} */ (originOf(token))))];
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
 * @param {readonly string[]} hosts from embedHostsFrom()
 * @returns {import('vite').Plugin}
 */
export function frameAncestorsPlugin(hosts) {
  return {
    name: 'pass-studio:frame-ancestors',
    config: () => ({ define: { [EMBED_HOSTS_GLOBAL]: JSON.stringify(hosts) } }),
    configureServer(server) {
      server.middlewares.use(middleware(hosts));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware(hosts));
    },
  };
}
