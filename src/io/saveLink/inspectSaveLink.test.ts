import { exportSPKI } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { inspectSaveLink } from './inspectSaveLink';
import { saveLinkClaims, type SaveLinkClaims, type SaveLinkDocument } from './saveLinkClaims';
import { parseServiceAccountKey } from './serviceAccountKey';
import { signSaveLink, toSaveLinkSigner, type SaveLinkSigner } from './signSaveLink';
import { generateTestKeyFile } from '../../test/testKey';

const sample = samples.transitClass as Record<string, unknown>;
/** A small design, so that its link stays within Google's safe length. */
const transit = Object.fromEntries(
  ['id', 'issuerName', 'reviewStatus', 'transitType', 'hexBackgroundColor', 'logo'].map((key) => [
    key,
    sample[key],
  ]),
);
const offerObject = samples.offerObject as Record<string, unknown>;
const ISS = 'wallet@test-project.iam.gserviceaccount.com';

let signer: SaveLinkSigner;
let otherSigner: SaveLinkSigner;
let publicPem = '';
let keyFile = '';

async function signerOf(file: string) {
  const parsed = parseServiceAccountKey(file);
  if (!parsed.ok) throw new Error(parsed.message);
  return toSaveLinkSigner(parsed.key);
}

beforeAll(async () => {
  const key = await generateTestKeyFile(ISS);
  keyFile = key.file;
  signer = await signerOf(key.file);
  publicPem = await exportSPKI(key.publicKey);
  otherSigner = await signerOf((await generateTestKeyFile(ISS)).file);
}, 60_000);

function claimsOf(documents: SaveLinkDocument[], origins = ['https://shop.example']) {
  const built = saveLinkClaims(documents, { issuer: ISS, origins, iat: 1_700_000_000 });
  if (!built.ok) throw new Error(built.message);
  return built.claims;
}

const transitClaims = () =>
  claimsOf([{ kind: 'transitClass', document: transit, name: 'transit.json' }]);

async function inspect(claims: SaveLinkClaims, options = {}, by = signer) {
  const { url } = await signSaveLink(claims, by);
  const result = await inspectSaveLink(url, {
    now: 1_700_000_100,
    buttonOrigins: ['https://shop.example'],
    keyText: publicPem,
    ...options,
  });
  if (!result.ok) throw new Error(result.message);
  return result.inspection;
}

const problems = (inspection: { findings: { severity: string; id: string }[] }) =>
  inspection.findings.filter((f) => f.severity !== 'note').map((f) => f.id);

describe('inspectSaveLink', { timeout: 60_000 }, () => {
  it('round trip: a link save-link made opens the same passes and finds no problem', async () => {
    const inspection = await inspect(transitClaims());
    expect(problems(inspection)).toEqual([]);
    expect(inspection.signature).toBe('verified');
    expect(inspection.link.passes).toHaveLength(1);
    expect(inspection.link.passes[0]).toMatchObject({
      kind: 'transitClass',
      at: 'transitClasses[0]',
    });
    expect(inspection.link.passes[0]?.document.id).toBe(transit.id);
  });

  it('pairs an object with its class in the payload', async () => {
    const inspection = await inspect(
      claimsOf([
        { kind: 'offerClass', document: samples.offerClass, name: 'c' },
        { kind: 'offerObject', document: { ...offerObject, classReference: undefined }, name: 'o' },
      ]),
    );
    const object = inspection.link.passes.find((p) => p.kind === 'offerObject');
    expect(object?.classIndex).toBe(
      inspection.link.passes.findIndex((p) => p.kind === 'offerClass'),
    );
    // The samples are long (link.length); the pair itself is no problem.
    expect(problems(inspection)).toEqual(['link.length']);
  });

  it.each([
    ['a wrong audience', { aud: 'googl' }, 'link.aud'],
    ['a wrong type', { typ: 'savetoandroidpay' }, 'link.typ'],
    ['no issue time', { iat: undefined }, 'link.iat'],
    ['an issue time in the future', { iat: 1_800_000_000 }, 'link.iat'],
    ['no origins, with a button on a page', { origins: [] }, 'link.origins'],
    ['origins without the button’s page', { origins: ['https://other.example'] }, 'link.origins'],
  ])('finds %s', async (_, change, id) => {
    const inspection = await inspect({ ...transitClaims(), ...change } as SaveLinkClaims);
    expect(problems(inspection)).toEqual([id]);
    expect(inspection.findings[0]?.explained).toBeDefined();
  });

  it('finds an object whose class is neither in the link nor said to exist', async () => {
    const { classReference: _dropped, ...object } = offerObject;
    const claims = claimsOf([{ kind: 'offerObject', document: object, name: 'o' }]);
    expect(problems(await inspect(claims))).toEqual(['link.length', 'link.class']);
    const told = await inspect(claims, { existingClasses: [String(offerObject.classId)] });
    expect(problems(told)).toEqual(['link.length']);
  });

  it('finds a link of 5,000 characters and names the fields that cost most', async () => {
    const long = {
      ...transit,
      issuerName: 'x'.repeat(20),
      homepageUri: { uri: 'https://a.example/' + 'p'.repeat(3400) },
    };
    const inspection = await inspect(
      claimsOf([{ kind: 'transitClass', document: long, name: 't' }]),
    );
    expect(inspection.link.jwt.length).toBeGreaterThan(5000);
    const finding = inspection.findings.find((f) => f.id === 'link.length');
    expect(finding?.message).toMatch(
      /has 5,\d{3} characters, over Google’s safe 1,800.*Homepage of the transit class/,
    );
  });

  it('finds a bad signature with a key, and says nothing of it without one', async () => {
    const signed = await inspect(transitClaims(), {}, otherSigner);
    expect(signed.signature).toBe('mismatch');
    expect(problems(signed)).toEqual(['link.signature']);
    const unchecked = await inspect(transitClaims(), { keyText: undefined }, otherSigner);
    expect(unchecked.signature).toBe('not-checked');
    expect(problems(unchecked)).toEqual([]);
  });

  it('verifies with the key file itself (its public half), and holds iss against its account', async () => {
    expect((await inspect(transitClaims(), { keyText: keyFile })).signature).toBe('verified');
    const renamed = keyFile.replace(ISS, 'else@p.iam.gserviceaccount.com');
    const other = await inspect(transitClaims(), { keyText: renamed });
    expect(other.signature).toBe('verified');
    expect(problems(other)).toEqual(['link.iss']);
  });

  it('finds ids of two issuers and every pass’s own errors', async () => {
    const claims = transitClaims();
    claims.payload.transitClasses!.push({ ...transit, id: '999.other', transitType: 'nope' });
    const inspection = await inspect(claims);
    expect(problems(inspection)).toEqual(['link.issuer', 'pass.issue']);
    expect(inspection.findings.find((f) => f.id === 'pass.issue')?.where).toBe(
      'transitClasses[1]/transitType',
    );
  });

  it('says an ID without an issuer once, at the editor’s severity', async () => {
    const claims = transitClaims();
    claims.payload.transitClasses!.push({ ...transit, id: 'no-issuer' });
    const inspection = await inspect(claims);
    const about = inspection.findings.filter((f) => f.where.startsWith('transitClasses[1]/id'));
    expect(about.map((f) => [f.id, f.severity, f.issue?.rule])).toEqual([
      ['pass.issue', 'warning', 'google.id'],
    ]);
  });

  it('notes a pass saved by id and a list it does not edit', async () => {
    const claims = transitClaims();
    (claims.payload as Record<string, unknown[]>).loyaltyObjects = [{ id: '3388.l' }];
    claims.payload.offerObjects = [{ id: `${String(transit.id).split('.')[0]}.o` }];
    const inspection = await inspect(claims);
    expect(problems(inspection)).toEqual([]);
    expect(inspection.findings.map((f) => f.id)).toEqual(
      expect.arrayContaining(['link.unchecked', 'link.reference']),
    );
  });

  it.each([
    ['text without a JWT', 'hello', 'link', /No save link or JWT found/],
    [
      'a JWT whose claims are not JSON',
      'eyJhbGciOiJSUzI1NiJ9.bm90IGpzb24.c2ln',
      'link',
      /claims is not JSON/,
    ],
  ])('refuses %s', async (_, input, unreadable, message) => {
    const result = await inspectSaveLink(input);
    expect(result).toMatchObject({ ok: false, unreadable });
    expect(!result.ok && result.message).toMatch(message);
  });

  it('refuses a key it cannot read, without quoting it', async () => {
    const { url } = await signSaveLink(transitClaims(), signer);
    const result = await inspectSaveLink(url, {
      keyText: '-----BEGIN PUBLIC KEY-----\nSECRET\n-----END PUBLIC KEY-----',
    });
    expect(result).toMatchObject({ ok: false, unreadable: 'key' });
    expect(!result.ok && result.message).not.toContain('SECRET');
  });
});
