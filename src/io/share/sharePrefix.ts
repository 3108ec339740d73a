/** The first review links: deflate-raw without a dictionary. Still read, no longer made. */
export const SHARE_PREFIX_V1 = 'v1.';
/** A review link's fragment prefix: the format's version, so a later format can still read this one. */
export const SHARE_PREFIX = 'v2.';

/** The prefix of the format a fragment (without '#') is in; undefined when it is none of ours. */
export function shareFormatOf(fragment: string): string | undefined {
  return [SHARE_PREFIX, SHARE_PREFIX_V1].find((prefix) => fragment.startsWith(prefix));
}
