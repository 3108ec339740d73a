import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkCases } from '../testing/linkCases';
import {
  ID,
  interval,
  localized,
  modules,
  offer,
  offerClass,
  text,
  transit,
  type Case,
} from '../testing/readinessFixtures';
import { referenceCases } from '../testing/referenceCases';
import { readiness } from './readiness';
import type { ImageMeasurement, ImageMeasurements } from './readinessRule';
import { allRules, readinessRules } from './registry';
import { readRuleTable, ruleTableRows } from './ruleTable';
import { notificationCases } from './testing/notificationCases';

const images = (entries: [string, ImageMeasurement][]) => new Map(entries) as ImageMeasurements;
const LOGO = 'https://example.com/logo.png';
const HERO = 'https://example.com/hero.png';
const MAIN = 'https://example.com/main.png';
const withImages = transit({
  heroImage: { sourceUri: { uri: HERO } },
  imageModulesData: [{ id: 'i', mainImage: { sourceUri: { uri: MAIN } } }],
});

const cases: Case[] = [
  [
    'issuer name on a transit class',
    'google.required',
    'transitClass',
    transit(),
    transit({ issuerName: '' }),
    '/issuerName',
    /Google requires Issuer name .* insert is refused/,
  ],
  [
    'an UNSPECIFIED transit type counts as missing',
    'google.required',
    'transitClass',
    transit(),
    transit({ transitType: 'TRANSIT_TYPE_UNSPECIFIED' }),
    '/transitType',
    /TRANSIT_TYPE_UNSPECIFIED counts as not set/,
  ],
  [
    'a logo on a transit class',
    'google.required',
    'transitClass',
    transit(),
    transit({ logo: undefined }),
    '/logo',
    /Logo/,
  ],
  [
    'a provider on an offer class',
    'google.required',
    'offerClass',
    offerClass(),
    offerClass({ provider: undefined }),
    '/provider',
    /Provider/,
  ],
  [
    'a redemption channel on an embedded class',
    'google.required',
    'offerObject',
    offer({ classReference: offerClass() }),
    offer({ classReference: offerClass({ redemptionChannel: 'REDEMPTION_CHANNEL_UNSPECIFIED' }) }),
    '/classReference/redemptionChannel',
    /offer class/,
  ],
  [
    'a state on an offer object',
    'google.required',
    'offerObject',
    offer(),
    offer({ state: 'STATE_UNSPECIFIED' }),
    '/state',
    /State/,
  ],
  [
    'a review status only Google sets, on a transit class',
    'google.setByGoogle',
    'transitClass',
    transit({ reviewStatus: 'DRAFT' }),
    transit({ reviewStatus: 'approved' }),
    '/reviewStatus',
    /Review status Approved \(APPROVED\) is Google’s to set .* take Under review or Draft/,
  ],
  [
    'a review status only Google sets, on an embedded offer class',
    'google.setByGoogle',
    'offerObject',
    offer({ classReference: offerClass() }),
    offer({ classReference: offerClass({ reviewStatus: 'REJECTED' }) }),
    '/classReference/reviewStatus',
    /Rejected \(REJECTED\) is Google’s to set/,
  ],
  [
    'issuer name of 20 code points',
    'google.length',
    'transitClass',
    transit({ issuerName: text(20) }),
    transit({ issuerName: text(21) }),
    '/issuerName',
    /Issuer name has 21 characters; Google recommends at most 20/,
  ],
  [
    'emoji count once',
    'google.length',
    'transitClass',
    transit({ issuerName: '😀'.repeat(20) }),
    transit({ issuerName: '😀'.repeat(21) }),
    '/issuerName',
    /21 characters/,
  ],
  [
    'a translated issuer name',
    'google.length',
    'transitClass',
    transit({ localizedIssuerName: localized('M', [['de', text(20)]]) }),
    transit({ localizedIssuerName: localized('M', [['de', text(21)]]) }),
    '/localizedIssuerName/translatedValues/0/value',
    /Issuer name \(de\) has 21/,
  ],
  [
    'an offer title of 60',
    'google.length',
    'offerClass',
    offerClass({ title: text(60) }),
    offerClass({ title: text(61) }),
    '/title',
    /Title has 61 .* at most 60/,
  ],
  [
    'a short title of 20',
    'google.length',
    'offerClass',
    offerClass({ localizedShortTitle: localized(text(20)) }),
    offerClass({ localizedShortTitle: localized(text(21)) }),
    '/localizedShortTitle/defaultValue/value',
    /Short title/,
  ],
  [
    'a provider of 12',
    'google.length',
    'offerClass',
    offerClass({ provider: text(12) }),
    offerClass({ provider: text(13) }),
    '/provider',
    /Provider has 13/,
  ],
  [
    'a link description of 20',
    'google.length',
    'transitClass',
    transit({ homepageUri: { uri: 'https://a.b', description: text(20) } }),
    transit({ homepageUri: { uri: 'https://a.b', description: text(21) } }),
    '/homepageUri/description',
    /Link description has 21/,
  ],
  [
    'app link display text of 30',
    'google.length',
    'transitClass',
    transit({ appLinkData: { displayText: localized(text(30)) } }),
    transit({ appLinkData: { displayText: localized(text(31)) } }),
    '/appLinkData/displayText/defaultValue/value',
    /App link display text \(en\) has 31/,
  ],
  [
    'value-added header of 60',
    'google.length',
    'transitClass',
    transit({ valueAddedModuleData: { header: localized(text(60)), uri: 'https://a.b' } }),
    transit({ valueAddedModuleData: { header: localized(text(61)), uri: 'https://a.b' } }),
    '/valueAddedModuleData/header/defaultValue/value',
    /Google cuts it after 60/,
  ],
  [
    'value-added body of 50',
    'google.length',
    'transitClass',
    transit({ valueAddedModuleData: { body: localized(text(50)), uri: 'https://a.b' } }),
    transit({ valueAddedModuleData: { body: localized(text(51)), uri: 'https://a.b' } }),
    '/valueAddedModuleData/body/defaultValue/value',
    /after 50/,
  ],
  [
    '10 text modules',
    'google.count',
    'transitClass',
    transit({ textModulesData: modules(10) }),
    transit({ textModulesData: modules(11) }),
    '/textModulesData/10',
    /11 text modules; Google displays only the first 10/,
  ],
  [
    '1 image module',
    'google.count',
    'offerObject',
    offer({ imageModulesData: modules(1) }),
    offer({ imageModulesData: modules(2) }),
    '/imageModulesData/1',
    /only the first on the object/,
  ],
  [
    '10 messages',
    'google.count',
    'transitClass',
    transit({ messages: modules(10) }),
    transit({ messages: modules(11) }),
    '/messages/10',
    /11 messages/,
  ],
  [
    'one item kind per card row',
    'google.template.oneOf',
    'transitClass',
    transit({
      classTemplateInfo: { cardTemplateOverride: { cardRowTemplateInfos: [{ oneItem: {} }] } },
    }),
    transit({
      classTemplateInfo: {
        cardTemplateOverride: { cardRowTemplateInfos: [{ oneItem: {}, twoItems: {} }] },
      },
    }),
    '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/twoItems',
    /sets oneItem and twoItems; Google needs exactly one/,
  ],
  [
    'a second value after a first',
    'google.template.secondValue',
    'transitClass',
    transit({
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [{ oneItem: { item: { firstValue: {}, secondValue: {} } } }],
        },
      },
    }),
    transit({
      classTemplateInfo: {
        cardTemplateOverride: {
          cardRowTemplateInfos: [{ oneItem: { item: { secondValue: {} } } }],
        },
      },
    }),
    '/classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/secondValue',
    /without a first value/,
  ],
  [
    'an id suffix of letters, digits, . _ -',
    'google.id',
    'offerObject',
    offer({ id: `${ID}.a_b-c.d` }),
    offer({ id: `${ID}.a b/c` }),
    '/id',
    /contains “ ”, “\/”; Google accepts only/,
  ],
  [
    'a text module id without dots',
    'google.id.textModule',
    'transitClass',
    transit({ textModulesData: [{ id: 'fare_1', body: 'B' }] }),
    transit({ textModulesData: [{ id: 'fare.1', body: 'B' }] }),
    '/textModulesData/0/id',
    /contains a dot/,
  ],
  [
    'offsets on both ends',
    'google.interval.offset',
    'transitClass',
    transit(interval('2026-01-01T10:00:00+01:00', '2026-01-02T10:00:00Z')),
    transit(interval('2026-01-01T10:00:00+01:00', '2026-01-02T10:00:00')),
    '/messages/0/displayInterval/end/date',
    /The start carries a UTC offset but the end does not/,
  ],
  [
    'TEXT_ONLY without alternate text',
    'google.barcode.alternateText',
    'offerObject',
    offer({ barcode: { type: 'TEXT_ONLY', value: 'A1' } }),
    offer({ barcode: { type: 'textOnly', value: 'A1', alternateText: 'A1' } }),
    '/barcode/alternateText',
    /TEXT_ONLY/,
  ],
  [
    'UTF_8 on a QR code',
    'google.barcode.renderEncoding',
    'offerObject',
    offer({ barcode: { type: 'QR_CODE', value: 'A1', renderEncoding: 'UTF_8' } }),
    offer({ barcode: { type: 'PDF_417', value: 'A1', renderEncoding: 'utf8' } }),
    '/barcode/renderEncoding',
    /UTF_8 only for QR_CODE/,
  ],
  [
    'Smart Tap with issuers',
    'google.smartTap.redemptionIssuers',
    'transitClass',
    transit({ enableSmartTap: true, redemptionIssuers: [ID] }),
    transit({ enableSmartTap: true }),
    '/enableSmartTap',
    /no redemption issuers/,
  ],
  [
    'an ASCII redemption value',
    'google.smartTap.value',
    'offerObject',
    offer({ smartTapRedemptionValue: 'ABC-123' }),
    offer({ smartTapRedemptionValue: 'ABC–123' }),
    '/smartTapRedemptionValue',
    /contains “–”; Google supports only ASCII/,
  ],
  [
    'a redemption value on a Smart Tap class',
    'google.smartTap.value',
    'offerObject',
    offer({
      smartTapRedemptionValue: 'A',
      classReference: offerClass({ enableSmartTap: true, redemptionIssuers: [ID] }),
    }),
    offer({ smartTapRedemptionValue: 'A', classReference: offerClass() }),
    '/smartTapRedemptionValue',
    /does not enable Smart Tap/,
  ],
  [
    'a BCP 47 language',
    'google.language',
    'transitClass',
    transit({ localizedIssuerName: localized('M', [['zh-Hant-TW', 'M']]) }),
    transit({ localizedIssuerName: localized('M', [['en_GB', 'M']]) }),
    '/localizedIssuerName/translatedValues/0/language',
    /“en_GB” is not a BCP 47 language tag/,
  ],
  [
    'a BCP 47 language override',
    'google.language',
    'transitClass',
    transit({ languageOverride: 'de-AT' }),
    transit({ languageOverride: 'de_AT' }),
    '/languageOverride',
    /“de_AT”/,
  ],
  [
    'each language once',
    'google.language.duplicate',
    'transitClass',
    transit({ localizedIssuerName: localized('M', [['de', 'M']]) }),
    transit({
      localizedIssuerName: localized('M', [
        ['de', 'M'],
        ['DE', 'N'],
      ]),
    }),
    '/localizedIssuerName/translatedValues/1/language',
    /“DE” appears twice/,
  ],
  [
    'a lowercase SHA-256',
    'google.email',
    'offerObject',
    offer({ saveRestrictions: { restrictToEmailSha256: 'a'.repeat(64) } }),
    offer({ saveRestrictions: { restrictToEmailSha256: 'A'.repeat(64) } }),
    '/saveRestrictions/restrictToEmailSha256',
    /64 lowercase hex digits/,
  ],
  [
    'a square logo of 660 px',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/logo/sourceUri/uri',
    /not square \(it is 660 × 500 px\)/,
    [images([[LOGO, { width: 660, height: 660 }]]), images([[LOGO, { width: 660, height: 500 }]])],
  ],
  [
    'a logo of at least 660 px',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/logo/sourceUri/uri',
    /minimum of 660 × 660 px \(it is 659 × 659 px\)/,
    [images([[LOGO, { width: 660, height: 660 }]]), images([[LOGO, { width: 659, height: 659 }]])],
  ],
  [
    'a 3:1 hero image',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /not 3:1 or wider \(it is 1032 × 500 px\)/,
    [
      images([[HERO, { width: 1032, height: 336 }]]),
      images([[HERO, { width: 1032, height: 500 }]]),
    ],
  ],
  [
    'a hero image 1032 px wide',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /1031 × 336 px/,
    [
      images([[HERO, { width: 1032, height: 336 }]]),
      images([[HERO, { width: 1031, height: 336 }]]),
    ],
  ],
  [
    'an image module picture 1860 px wide',
    'google.image.size',
    'transitClass',
    withImages,
    withImages,
    '/imageModulesData/0/mainImage/sourceUri/uri',
    /1859 × 600 px/,
    [
      images([[MAIN, { width: 1860, height: 600 }]]),
      images([[MAIN, { width: 1859, height: 600 }]]),
    ],
  ],
  [
    'an image that loads',
    'google.image.load',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /did not load/,
    [images([[HERO, { width: 3000, height: 1000 }]]), images([[HERO, 'failed']])],
  ],
  [
    'an image that loads, with the reason it did not',
    'google.image.load',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /did not load \(the server answered 404\); Google must fetch it/,
    [
      images([[HERO, { width: 3000, height: 1000 }]]),
      images([[HERO, { failed: 'the server answered 404' }]]),
    ],
  ],
  [
    'an image that was checked',
    'google.image.load',
    'transitClass',
    withImages,
    withImages,
    '/heroImage/sourceUri/uri',
    /was not checked \(the 30 s for image checks ran out before its turn\)/,
    [
      images([[HERO, { width: 3000, height: 1000 }]]),
      images([[HERO, { notChecked: 'the 30 s for image checks ran out before its turn' }]]),
    ],
  ],
  [
    'white text on a transit class colour: #767676 reads at 4.54:1, #777777 at 4.48:1',
    'google.contrast',
    'transitClass',
    transit({ hexBackgroundColor: '#767676' }),
    transit({ hexBackgroundColor: '#777777' }),
    '/hexBackgroundColor',
    /White text on this card colour has a contrast of 4\.4:1; WCAG 2\.2 asks 4\.5:1 .* #767676 is the nearest colour that reads/,
  ],
  [
    'dark text from a luminance of 0.5 on an embedded class: #bcbcbc reads, #bbbbbb gets white text',
    'google.contrast',
    'offerObject',
    offer({ classReference: offerClass({ hexBackgroundColor: '#BCBCBC' }) }),
    offer({ classReference: offerClass({ hexBackgroundColor: '#bbb' }) }),
    '/classReference/hexBackgroundColor',
    /White text .* 1\.9:1.* #bcbcbc is the nearest/,
  ],
  [
    'the colour of an offer object, the card the issue names (#8a8a8a, 3.4:1)',
    'google.contrast',
    'offerObject',
    offer({ hexBackgroundColor: '#1a73e8' }),
    offer({ hexBackgroundColor: '#8a8a8a' }),
    '/hexBackgroundColor',
    /3\.4:1.* #767676/,
  ],
  ...notificationCases,
];

describe('readiness: each rule, just inside and just outside', () => {
  it.each([...cases, ...linkCases, ...referenceCases])(
    '%s',
    (_name, rule, kind, inside, outside, path, message, measured) => {
      expect(readiness(inside, kind, measured?.[0]).filter((i) => i.rule === rule)).toEqual([]);
      const found = readiness(outside, kind, measured?.[1]).filter((i) => i.rule === rule);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ path, severity: 'warning', code: rule });
      expect(found[0]!.message).toMatch(message);
      expect(found[0]!.source).toMatch(/^https:\/\/developers\.google\.com\/wallet\//);
    },
  );

  it('has a case for every rule', () => {
    const tested = new Set([...cases, ...linkCases, ...referenceCases].map(([, rule]) => rule));
    expect(readinessRules.map((rule) => rule.id).filter((id) => !tested.has(id))).toEqual([]);
  });

  it('is quiet on the documents the cases start from', () => {
    expect(readiness(transit(), 'transitClass')).toEqual([]);
    expect(readiness(offerClass(), 'offerClass')).toEqual([]);
    expect(readiness(offer({ classReference: offerClass() }), 'offerObject')).toEqual([]);
  });

  it('checks image sizes only once they are measured', () => {
    expect(readiness(withImages, 'transitClass')).toEqual([]);
  });

  it('keeps messages short whatever the size of the values they name', () => {
    const digits = '7'.repeat(100_000);
    const pattern = Array.from({ length: 10_000 }, (_, i) => `{totp_value_${i + 1}}`).join('');
    const found = [
      ...readiness(
        offer({ classId: `${digits}.c`, linkedObjectIds: [`${digits}.x`] }),
        'offerObject',
      ),
      ...readiness(
        offer({ linksModuleData: { uris: [{ uri: `a${'b'.repeat(100_000)}:x` }] } }),
        'offerObject',
      ),
      ...readiness(
        offer({
          rotatingBarcode: {
            type: 'QR_CODE',
            valuePattern: pattern,
            totpDetails: { periodMillis: '1', parameters: [] },
          },
        }),
        'offerObject',
      ),
    ];
    expect(found.map((issue) => issue.rule)).toEqual(
      expect.arrayContaining(['google.id.issuer', 'google.link.uri', 'google.barcode.totp']),
    );
    expect(Math.max(...found.map((issue) => issue.message.length))).toBeLessThan(400);
  });

  it('never throws on documents of the wrong shape', () => {
    for (const document of [null, 'x', [], { messages: 'x', classTemplateInfo: [] }]) {
      expect(() => readiness(document, 'transitClass')).not.toThrow();
    }
  });
});

describe('readiness: the registry', () => {
  it('gives every rule a unique id and a Google source', () => {
    const rules = allRules();
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    for (const rule of rules) {
      expect(rule.id).toMatch(/^google\.[a-zA-Z.]+$/);
      expect(rule.source).toMatch(/^https:\/\/developers\.google\.com\/wallet\//);
    }
  });
});

describe('readiness: the README', () => {
  it('has the rule table the registry generates (npm run docs:rules writes it)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readRuleTable(readme)).toEqual(ruleTableRows());
  });
});
