import { compactVerify, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { saveLinkClaims, type SaveLinkDocument } from './saveLinkClaims';
import { SAFE_JWT_LENGTH, SAVE_URL_PREFIX, saveLinkLength } from './saveLinkLength';
import { parseServiceAccountKey } from './serviceAccountKey';
import { signSaveLink, toSaveLinkSigner } from './signSaveLink';
import { generateTestKeyFile } from '../../test/testKey';
import { exportDocument } from '../exportDocument';

const offerObject = samples.offerObject as Record<string, unknown>;
const offerClass = offerObject.classReference;
const docs: SaveLinkDocument[] = [
  { kind: 'offerClass', document: offerClass, name: 'class.json' },
  { kind: 'offerObject', document: offerObject, name: 'object.json' },
];

// RSA key generation takes seconds on a loaded machine.
describe('signSaveLink', { timeout: 60_000 }, () => {
  it('signs claims that verify with the public half, carrying the compliant exports', async () => {
    const { publicKey, file, clientEmail } = await generateTestKeyFile();
    const parsed = parseServiceAccountKey(file);
    if (!parsed.ok) throw new Error(parsed.message);
    const built = saveLinkClaims(docs, {
      issuer: clientEmail,
      origins: ['https://shop.example'],
      iat: 1_700_000_000,
    });
    if (!built.ok) throw new Error(built.message);
    const signed = await signSaveLink(built.claims, await toSaveLinkSigner(parsed.key));

    expect(signed.url).toBe(SAVE_URL_PREFIX + signed.jwt);
    expect(signed.length).toBe(signed.jwt.length);
    expect(signed.length).toBe(saveLinkLength(built.claims));
    expect(decodeProtectedHeader(signed.jwt)).toEqual({ alg: 'RS256', typ: 'JWT' });
    const { payload } = await compactVerify(signed.jwt, publicKey);
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    expect(claims).toEqual({
      iss: clientEmail,
      aud: 'google',
      typ: 'savetowallet',
      iat: 1_700_000_000,
      origins: ['https://shop.example'],
      payload: {
        offerClasses: [expectExport(offerClass, 'offerClass')],
        offerObjects: [expectExport(offerObject, 'offerObject')],
      },
    });
  });

  it('signs as the key file’s account, whatever issuer the unsigned claims showed', async () => {
    const { publicKey, file } = await generateTestKeyFile('signer@p.iam.gserviceaccount.com');
    const parsed = parseServiceAccountKey(file);
    if (!parsed.ok) throw new Error(parsed.message);
    const built = saveLinkClaims([docs[1]!], { issuer: '' });
    if (!built.ok) throw new Error(built.message);
    const signed = await signSaveLink(built.claims, await toSaveLinkSigner(parsed.key));
    const { payload } = await compactVerify(signed.jwt, publicKey);
    expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
      iss: 'signer@p.iam.gserviceaccount.com',
    });
  });

  it('refuses a PEM that is no RSA private key, without quoting it', async () => {
    const key = {
      clientEmail: 'a@b.c',
      privateKey: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
    };
    const error = await toSaveLinkSigner(key).catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/not an RSA private key/);
    expect((error as Error).message).not.toContain('AAAA');
  });
});

describe('saveLinkLength and the short form', () => {
  it('the short form drops the embedded class and is shorter', () => {
    const full = saveLinkClaims(docs, { issuer: 'a@b.iam.gserviceaccount.com', iat: 1 });
    const short = saveLinkClaims(docs, {
      issuer: 'a@b.iam.gserviceaccount.com',
      iat: 1,
      form: 'short',
    });
    if (!full.ok || !short.ok) throw new Error('claims expected');
    expect(short.claims.payload.offerClasses).toBeUndefined();
    const object = short.claims.payload.offerObjects?.[0] as Record<string, unknown>;
    expect(object.classReference).toBeUndefined();
    expect(object.classId).toBe(offerObject.classId);
    expect(short.notes.join('\n')).toMatch(/must exist/);
    expect(saveLinkLength(short.claims)).toBeLessThan(saveLinkLength(full.claims));
    expect(saveLinkLength(full.claims)).toBeGreaterThan(SAFE_JWT_LENGTH);
  });

  it('a transit class alone stays embedded in the short form (nothing names it)', () => {
    const short = saveLinkClaims(
      [{ kind: 'transitClass', document: samples.transitClass, name: 't' }],
      {
        issuer: 'x@y.z',
        form: 'short',
      },
    );
    expect(short.ok && short.claims.payload.transitClasses).toHaveLength(1);
  });

  it('an invalid document gives its issues and no claims', () => {
    const result = saveLinkClaims(
      [{ kind: 'offerObject', document: { ...offerObject, state: 'nope' }, name: 'bad.json' }],
      { issuer: 'x@y.z' },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('No save link: bad.json is not valid');
    expect(result.problems[0]?.issues.map((i) => i.path)).toContain('/state');
  });

  it.each([
    [0, 0],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 6],
  ])('counts base64url characters: %i bytes → %i', async (bytes, chars) => {
    const { base64UrlLength } = await import('./saveLinkLength');
    expect(base64UrlLength(bytes)).toBe(chars);
  });
});

function expectExport(document: unknown, kind: 'offerClass' | 'offerObject'): unknown {
  const result = exportDocument(document, kind);
  if (!result.ok) throw new Error('sample must be valid');
  return result.value;
}
