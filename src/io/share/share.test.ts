import { describe, expect, it } from 'vitest';
import { samples } from '../samples';
import { decodeSharedPreview, encodeSharedPreview, SHARE_PREFIX } from './sharedPreview';
import { QR_MAX_CHARACTERS, shareLink, shareLinkFits, MAX_LINK_CHARACTERS } from './shareLink';
import { sharedTitle } from './sharedTitle';
import { withoutSecrets } from './withoutSecrets';

type Doc = Record<string, unknown>;

const totpBarcode = {
  type: 'QR_CODE',
  valuePattern: '{totp_value_0}',
  totpDetails: {
    periodMillis: '30000',
    algorithm: 'TOTP_SHA1',
    parameters: [
      { key: '3132333435363738393031323334353637383930', valueLength: 8 },
      { key: 'abcdef', valueLength: 6 },
    ],
  },
};
const withTotp: Doc = { ...(samples.offerObject as Doc), rotatingBarcode: totpBarcode };

describe('review link fragment', () => {
  it.each([
    ['a transit class', { kind: 'transitClass', document: samples.transitClass as Doc }],
    [
      'an offer object with its class and preview settings',
      {
        kind: 'offerObject',
        document: samples.offerObject as Doc,
        pairedClass: samples.offerClass as Doc,
        preview: { moment: { at: 1_800_000_000_000, zone: 'Europe/Berlin' } },
      },
    ],
    ['text in every script', { kind: 'offerClass', document: { id: 'i.c', title: 'Ünï 日本 🎟' } }],
  ] as const)('round-trips %s', async (_, shared) => {
    const fragment = await encodeSharedPreview(shared);
    expect(fragment.startsWith(SHARE_PREFIX)).toBe(true);
    expect(fragment).toMatch(/^v2\.[\w-]+$/);
    expect(await decodeSharedPreview(`#${fragment}`)).toEqual({ ok: true, shared });
  });

  it('compresses: the sample offer object takes fewer characters than its JSON', async () => {
    const json = JSON.stringify({ kind: 'offerObject', document: samples.offerObject });
    const fragment = await encodeSharedPreview({
      kind: 'offerObject',
      document: samples.offerObject as Doc,
    });
    expect(fragment.length).toBeLessThan(json.length / 2);
  });

  // Links made before: v1 (no dictionary) and v2, as made then. Both read as they did.
  const madeBefore = {
    kind: 'offerClass',
    document: {
      id: '3388000000012345678.review-v1',
      title: 'Spring coffee',
      hexBackgroundColor: '#4a2c2a',
    },
    preview: { moment: { at: 1_800_000_000_000, zone: 'Europe/Berlin' } },
  };
  it.each([
    [
      'v1',
      'v1.NY1bDoIwFAW3Yo6_9cFDJf2EuAJX0JQLNkAvKQWNpHs3DWF-J5lZ0RlbQ4KbhlzVq2mCQM16Hsh6yBUm2iwriutGkmb57f4ozo4WQ5_TkkDAG98TJF6jM7Y96FgjCLzpWyrdtY5nW1fcs4PEMVepThWCwLhF4mfg_ag8ZLLvIgI_tjH_nB2PdCnJ9cYihPAH',
    ],
    [
      'v2',
      'v2.q4bpyk8DZg-IJh0UeXCIGRtbWBhAgKGRsYmpmbmFHsQ03TJDoAZYEgkuALYT0xWSQaalAsWxZk5lk0SjZKNEpVodhJOqlXKBtQTERlAgG8KsAwEdpSpgwweo07W0KL8gVd8ptQhY6inV1tYCAA',
    ],
  ])('reads a %s link made before', async (_, fragment) => {
    expect(await decodeSharedPreview(`#${fragment}`)).toEqual({ ok: true, shared: madeBefore });
  });

  it.each([
    ['', /holds none/],
    ['#v9.abc', /format this version .* does not read/],
    ['#v1.@@@', /damaged \(it is not base64url\)/],
    ['#v1.AAAA', /damaged or cut short/],
    ['#v2.AAAA', /damaged or cut short/],
  ])('says why %j cannot be read', async (fragment, why) => {
    const decoded = await decodeSharedPreview(fragment);
    expect(decoded.ok).toBe(false);
    expect(!decoded.ok && decoded.message).toMatch(why);
  });

  it('refuses a link that holds no pass', async () => {
    const fragment = await encodeSharedPreview({ kind: 'nope', document: {} } as never);
    expect(await decodeSharedPreview(fragment)).toEqual({
      ok: false,
      message: 'This review link holds no pass Pass Studio can show.',
    });
  });

  it('stops unpacking a small link that inflates past 8 MB', async () => {
    const bomb = { kind: 'offerClass', document: { id: 'i.c', title: 'x'.repeat(9_000_000) } };
    const fragment = await encodeSharedPreview(bomb as never);
    expect(fragment.length).toBeLessThan(20_000);
    const decoded = await decodeSharedPreview(fragment);
    expect(!decoded.ok && decoded.message).toMatch(/more than 8 MB/);
  });
});

describe('withoutSecrets', () => {
  it('removes every TOTP key and says where, leaving the input alone', () => {
    const { document, removed } = withoutSecrets('offerObject', withTotp);
    expect(removed).toEqual([
      ['rotatingBarcode', 'totpDetails', 'parameters', 0, 'key'],
      ['rotatingBarcode', 'totpDetails', 'parameters', 1, 'key'],
    ]);
    expect(JSON.stringify(document)).not.toMatch(/3132333435|abcdef/);
    expect((document as Doc).rotatingBarcode).toMatchObject({
      totpDetails: { parameters: [{ valueLength: 8 }, { valueLength: 6 }] },
    });
    expect(withTotp.rotatingBarcode).toBe(totpBarcode);
  });

  it('returns a document without secrets as it is', () => {
    const document = samples.transitClass;
    expect(withoutSecrets('transitClass', document)).toEqual({ document, removed: [] });
  });
});

describe('shareLink', () => {
  it('puts the pass in the fragment of the review page, without its secrets', async () => {
    const link = await shareLink('https://studio.example/review.html#old', {
      kind: 'offerObject',
      document: withTotp,
    });
    expect(link.url).toMatch(/^https:\/\/studio\.example\/review\.html#v2\.[\w-]+$/);
    expect(link.leftOut.map((entry) => entry.in)).toEqual(['document', 'document']);
    const decoded = await decodeSharedPreview(new URL(link.url).hash);
    expect(JSON.stringify(decoded)).not.toContain('3132333435');
    // The reviewer is told what is missing.
    expect(decoded.ok && decoded.shared.leftOut).toEqual(link.leftOut);
  });

  // The product's own samples, with every setting a review link carries, fit the Share preview's QR code.
  it.each(['offerObject', 'offerClass', 'transitClass'] as const)(
    'fits the %s sample into a QR code, and the review page reads it back',
    async (kind) => {
      const shared = {
        kind,
        document: samples[kind] as Doc,
        preview: {
          settings: { platform: 'android', 'time-zone': 'America/Los_Angeles', 'demo-mode': true },
          moment: 1_800_000_000_000,
        },
      };
      const link = await shareLink('https://pass-studio.example.com/studio/review.html', shared);
      expect(link.url.length).toBeLessThanOrEqual(QR_MAX_CHARACTERS);
      expect(link.fits).toBe('qr');
      expect(await decodeSharedPreview(new URL(link.url).hash)).toEqual({ ok: true, shared });
    },
  );

  it('carries the paired class with the object', async () => {
    const link = await shareLink('https://studio.example/review.html', {
      kind: 'offerObject',
      document: { id: 'i.o', classId: 'i.c' },
      pairedClass: samples.offerClass as Doc,
    });
    expect(link.leftOut).toEqual([]);
    const decoded = await decodeSharedPreview(new URL(link.url).hash);
    expect(decoded.ok && decoded.shared.pairedClass).toEqual(samples.offerClass);
  });

  it.each([
    [QR_MAX_CHARACTERS, 'qr'],
    [QR_MAX_CHARACTERS + 1, 'link'],
    [MAX_LINK_CHARACTERS, 'link'],
    [MAX_LINK_CHARACTERS + 1, 'too-long'],
  ] as const)('a link of %i characters fits %s', (length, fits) => {
    expect(shareLinkFits(length)).toBe(fits);
  });
});

describe('sharedTitle', () => {
  it.each([
    [
      'an offer class by its title',
      { kind: 'offerClass', document: { title: 'Spring' } },
      'Spring',
    ],
    [
      'an offer object by its embedded class',
      { kind: 'offerObject', document: { classReference: { title: 'Embedded' } } },
      'Embedded',
    ],
    [
      'an offer object by its paired class',
      { kind: 'offerObject', document: {}, pairedClass: { title: 'Paired' } },
      'Paired',
    ],
    [
      'a transit class by its issuer',
      { kind: 'transitClass', document: { issuerName: 'Rail' } },
      'Rail',
    ],
    [
      'a pass with neither by its kind',
      { kind: 'transitClass', document: { title: ' ' } },
      'Transit class',
    ],
  ] as const)('names %s', (_, shared, title) => {
    expect(sharedTitle(shared)).toBe(title);
  });
});
