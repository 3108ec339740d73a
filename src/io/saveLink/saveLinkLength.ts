import type { SaveLinkClaims } from './saveLinkClaims';

/**
 * Google's safe length for the JWT of a save link: "The maximum safe length for the JWT is
 * 1800 characters" (https://developers.google.com/wallet/retail/gift-cards/web). Longer links get
 * cut by browsers and e-mail clients.
 */
export const SAFE_JWT_LENGTH = 1800;

export const SAVE_URL_PREFIX = 'https://pay.google.com/gp/v/save/';

/** The protected header every save link carries. */
export const SAVE_LINK_HEADER = { alg: 'RS256', typ: 'JWT' } as const;

/** RS256 with the 2048-bit RSA keys Google issues for service accounts: 256 signature bytes. */
export const RSA_2048_SIGNATURE_BYTES = 256;

const encoder = new TextEncoder();

/** Characters of unpadded base64url for `bytes` bytes. */
export const base64UrlLength = (bytes: number): number =>
  Math.floor(bytes / 3) * 4 + [0, 2, 3][bytes % 3]!;

/**
 * The length the signed JWT of `claims` will have: exact for a 2048-bit key, since the header,
 * the claims and the signature each encode to a known number of characters.
 */
export function saveLinkLength(
  claims: SaveLinkClaims,
  signatureBytes = RSA_2048_SIGNATURE_BYTES,
): number {
  const header = encoder.encode(JSON.stringify(SAVE_LINK_HEADER)).length;
  const body = encoder.encode(JSON.stringify(claims)).length;
  return base64UrlLength(header) + 1 + base64UrlLength(body) + 1 + base64UrlLength(signatureBytes);
}
