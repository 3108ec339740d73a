/** The two fields of a Google service-account key file that signing needs. */
export interface ServiceAccountKey {
  clientEmail: string;
  /** PKCS#8 PEM. Never printed, logged or put into a message. */
  privateKey: string;
  /** Where the account asks for access tokens (`token_uri`), when the file names it. */
  tokenUri?: string;
  /** The key's id (`private_key_id`), sent as `kid` so the token endpoint picks the key. */
  keyId?: string;
}

export type ServiceAccountKeyResult =
  { ok: true; key: ServiceAccountKey } | { ok: false; message: string };

const PEM = /^-----BEGIN PRIVATE KEY-----\s[A-Za-z0-9+/=\s]+-----END PRIVATE KEY-----\s*$/;

/**
 * Reads a service-account key file (JSON with `client_email` and `private_key`, as the Google
 * Cloud console downloads it). Messages name what is wrong but never quote the file: a parse
 * error of JSON.parse would echo part of the key, so it is not passed on.
 */
export function parseServiceAccountKey(text: string): ServiceAccountKeyResult {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return fail('it is not JSON; a service-account key file is the JSON the Cloud console gives');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('it is not a JSON object with “client_email” and “private_key”');
  }
  const record = value as Record<string, unknown>;
  if (record.type !== undefined && record.type !== 'service_account') {
    return fail(`its “type” is not “service_account”`);
  }
  const email = record.client_email;
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    return fail('“client_email” is missing or not an e-mail address');
  }
  const pem = record.private_key;
  if (typeof pem !== 'string' || !PEM.test(pem)) {
    return fail('“private_key” is missing or not a PEM private key (BEGIN PRIVATE KEY)');
  }
  const { token_uri: tokenUri, private_key_id: keyId } = record;
  if (tokenUri !== undefined && typeof tokenUri !== 'string')
    return fail('“token_uri” is not text');
  return {
    ok: true,
    key: {
      clientEmail: email,
      privateKey: pem,
      ...(typeof tokenUri === 'string' && { tokenUri }),
      ...(typeof keyId === 'string' && { keyId }),
    },
  };
}

const fail = (why: string): ServiceAccountKeyResult => ({
  ok: false,
  message: `Not a service-account key file: ${why}`,
});
