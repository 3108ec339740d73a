/** A review link's fragment prefix: the format's version, so a later format can still read this one. */
export const SHARE_PREFIX = 'v1.';
