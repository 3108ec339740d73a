import {
  compactVerify,
  decodeProtectedHeader,
  exportJWK,
  importJWK,
  importPKCS8,
  importSPKI,
  importX509,
  type CryptoKey,
  type JWK,
} from 'jose';
import { isRecord } from '../walkDocument';
import { parseServiceAccountKey } from './serviceAccountKey';

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'unreadable-key' | 'mismatch'; message: string };

type KeyResult = { ok: true; keys: CryptoKey[] } | { ok: false; message: string };

const PEM = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;

/** The public half of a service account's private key, as Google's servers hold it. */
async function publicOfPrivate(pem: string): Promise<CryptoKey> {
  const privateKey = await importPKCS8(pem, 'RS256', { extractable: true });
  const { kty, n, e } = await exportJWK(privateKey);
  return (await importJWK({ kty, n, e }, 'RS256')) as CryptoKey;
}

async function fromPem(block: string, label: string): Promise<CryptoKey | null> {
  if (label === 'CERTIFICATE') return importX509(block, 'RS256');
  if (label === 'PUBLIC KEY') return importSPKI(block, 'RS256');
  if (label === 'PRIVATE KEY') return publicOfPrivate(block);
  return null;
}

/**
 * Every RS256 key in `text`: PEM public keys and certificates (one or more), Google's
 * x509 metadata of a service account (JSON of key id → certificate), a JWK or JWK set, or the
 * service-account key file itself (its private key's public half). The key is never quoted.
 */
export async function readVerificationKeys(text: string): Promise<KeyResult> {
  const keys: CryptoKey[] = [];
  try {
    const trimmed = text.replace(/^\uFEFF/, '').trim();
    if (trimmed.startsWith('{')) {
      const value: unknown = JSON.parse(trimmed);
      const account = parseServiceAccountKey(trimmed);
      if (account.ok) return { ok: true, keys: [await publicOfPrivate(account.key.privateKey)] };
      if (isRecord(value) && Array.isArray(value.keys)) {
        for (const jwk of value.keys)
          keys.push((await importJWK(jwk as JWK, 'RS256')) as CryptoKey);
      } else if (isRecord(value) && value.kty === 'RSA') {
        keys.push((await importJWK(value as JWK, 'RS256')) as CryptoKey);
      } else if (isRecord(value)) {
        for (const cert of Object.values(value)) {
          if (typeof cert === 'string') keys.push(await importX509(cert, 'RS256'));
        }
      }
    } else {
      for (const [block, label] of trimmed.matchAll(PEM)) {
        const key = await fromPem(block, label!);
        if (key) keys.push(key);
      }
    }
  } catch {
    return {
      ok: false,
      message: 'The key is not a readable RSA public key, certificate or service-account key file',
    };
  }
  if (keys.length === 0) {
    return {
      ok: false,
      message:
        'No key found: give the service account’s public key or certificate (PEM), its x509 JSON, a JWK, or its key file',
    };
  }
  return { ok: true, keys };
}

/** Whether `jwt` was signed (RS256) by one of the keys in `keyText`. */
export async function verifySaveLinkSignature(
  jwt: string,
  keyText: string,
): Promise<SignatureCheck> {
  const read = await readVerificationKeys(keyText);
  if (!read.ok) return { ok: false, reason: 'unreadable-key', message: read.message };
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(jwt).alg;
  } catch {
    alg = undefined;
  }
  if (alg === 'RS256') {
    for (const key of read.keys) {
      try {
        await compactVerify(jwt, key, { algorithms: ['RS256'] });
        return { ok: true };
      } catch {
        // try the next key: Google's x509 metadata lists every key of the account
      }
    }
  }
  return {
    ok: false,
    reason: 'mismatch',
    message:
      alg === 'RS256'
        ? 'The signature does not match this key: the link was changed after signing, or another key signed it'
        : `The link is signed with ${JSON.stringify(alg)}, not RS256: Google refuses it`,
  };
}
