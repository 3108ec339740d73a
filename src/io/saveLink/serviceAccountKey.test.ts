import { describe, expect, it } from 'vitest';
import { parseServiceAccountKey } from './serviceAccountKey';

const PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvSECRETSECRET==\n-----END PRIVATE KEY-----\n';
const good = {
  type: 'service_account',
  client_email: 'a@p.iam.gserviceaccount.com',
  private_key: PEM,
};

describe('parseServiceAccountKey', () => {
  it('reads client_email and private_key', () => {
    expect(parseServiceAccountKey(JSON.stringify(good))).toEqual({
      ok: true,
      key: { clientEmail: 'a@p.iam.gserviceaccount.com', privateKey: PEM },
    });
  });

  it.each([
    ['not JSON', `{"private_key": "${'-----BEGIN PRIVATE KEY-----SECRET'}`, /not JSON/],
    ['an array', '[]', /not a JSON object/],
    ['another type', JSON.stringify({ ...good, type: 'authorized_user' }), /“type”/],
    ['no e-mail', JSON.stringify({ ...good, client_email: undefined }), /client_email/],
    ['a bad e-mail', JSON.stringify({ ...good, client_email: 'nobody' }), /client_email/],
    ['no key', JSON.stringify({ ...good, private_key: undefined }), /private_key/],
    [
      'a public key',
      JSON.stringify({ ...good, private_key: PEM.replace(/PRIVATE/g, 'PUBLIC') }),
      /private_key/,
    ],
  ])('refuses %s, never quoting the key', (_, text, why) => {
    const result = parseServiceAccountKey(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toMatch(/^Not a service-account key file: /);
    expect(result.message).toMatch(why);
    expect(result.message).not.toMatch(/SECRET/);
  });
});
