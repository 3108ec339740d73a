import type { Allowlist } from './protocol';

// Defined by scripts/frameAncestorsPlugin.mjs from PASS_STUDIO_EMBED_HOSTS at build time.
declare const __PASS_STUDIO_EMBED_HOSTS__: readonly string[] | undefined;

/** The host origins this deployment lets embed the editor; none in a build that names none. */
export const embedHosts: readonly string[] =
  typeof __PASS_STUDIO_EMBED_HOSTS__ === 'undefined' ? [] : __PASS_STUDIO_EMBED_HOSTS__;

/**
 * Who REST mode talks to: the page's own origin and the deployment's hosts, never more. The
 * embed loads stored passes itself there, so a page that names itself in `?origins=` must not
 * be able to ask for them. `?origins=` may narrow the list; an origin in it that the deployment
 * does not allow is left out, with the reason.
 */
export function restAllowlist(
  requested: Allowlist,
  named: boolean,
  hosts: readonly string[],
  ownOrigin: string,
): Allowlist {
  const trusted = [ownOrigin, ...hosts.filter((host) => host !== ownOrigin)];
  if (!named) return { origins: trusted, rejected: requested.rejected };
  const reason =
    'REST mode answers only this page’s own origin and the hosts the deployment allows (PASS_STUDIO_EMBED_HOSTS)';
  return {
    origins: requested.origins.filter((origin) => trusted.includes(origin)),
    rejected: [
      ...requested.rejected,
      ...requested.origins
        .filter((origin) => !trusted.includes(origin))
        .map((entry) => ({ entry, reason })),
    ],
  };
}
