import { CompactSign, importPKCS8, type CryptoKey } from 'jose';
import type { SaveLinkClaims } from './saveLinkClaims';
import { SAVE_LINK_HEADER, SAVE_URL_PREFIX } from './saveLinkLength';
import type { ServiceAccountKey } from './serviceAccountKey';

export interface SignedSaveLink {
  url: string;
  jwt: string;
  /** Characters of the JWT, to hold against SAFE_JWT_LENGTH. */
  length: number;
}

/** A private key ready to sign, and who signs: what the editor holds while its dialog is open. */
export interface SaveLinkSigner {
  clientEmail: string;
  key: CryptoKey;
}

/**
 * Imports the key for RS256 (WebCrypto, in browsers and Node). The key is not extractable, and
 * a failure says what is wrong without quoting the key.
 */
export async function toSaveLinkSigner(key: ServiceAccountKey): Promise<SaveLinkSigner> {
  try {
    return { clientEmail: key.clientEmail, key: await importPKCS8(key.privateKey, 'RS256') };
  } catch {
    throw new Error(
      'Not a service-account key file: “private_key” is not an RSA private key in PKCS#8 form',
    );
  }
}

/** Signs the claims with RS256; the bytes signed are exactly JSON.stringify(claims). */
export async function signSaveLink(
  claims: SaveLinkClaims,
  signer: SaveLinkSigner,
): Promise<SignedSaveLink> {
  const bytes = new TextEncoder().encode(JSON.stringify({ ...claims, iss: signer.clientEmail }));
  const jwt = await new CompactSign(bytes).setProtectedHeader(SAVE_LINK_HEADER).sign(signer.key);
  return { url: SAVE_URL_PREFIX + jwt, jwt, length: jwt.length };
}
