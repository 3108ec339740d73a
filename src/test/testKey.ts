import { exportPKCS8, generateKeyPair } from 'jose';
import { parseServiceAccountKey } from '../io/saveLink/serviceAccountKey';

/**
 * A fresh RSA key pair and a service-account key file around its private half, for tests only:
 * no private key is ever committed.
 */
export async function generateTestKeyFile(
  clientEmail = 'wallet@test-project.iam.gserviceaccount.com',
  tokenUri = 'https://oauth2.googleapis.com/token',
) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const pem = await exportPKCS8(privateKey);
  const file = JSON.stringify({
    type: 'service_account',
    project_id: 'test-project',
    private_key_id: '0123456789abcdef',
    private_key: pem,
    client_email: clientEmail,
    token_uri: tokenUri,
  });
  return { publicKey, pem, file, clientEmail };
}

/** The same, read as the key publishing and signing hold. */
export async function generateTestKey(clientEmail?: string, tokenUri?: string) {
  const made = await generateTestKeyFile(clientEmail, tokenUri);
  const parsed = parseServiceAccountKey(made.file);
  if (!parsed.ok) throw new Error(parsed.message);
  return { ...made, key: parsed.key };
}
