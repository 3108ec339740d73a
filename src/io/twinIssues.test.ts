import { describe, expect, it } from 'vitest';
import { lint } from './lint';
import { parse } from './parse';
import { splitTwins } from './twinIssues';

const ID = '3388000000012345678';
const long = 'x'.repeat(21);
const localized = (value: string) => ({ defaultValue: { language: 'en', value } });
const transit = (extra: Record<string, unknown>) => ({
  id: `${ID}.day`,
  reviewStatus: 'UNDER_REVIEW',
  transitType: 'RAIL',
  logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
  ...extra,
});
const offerClass = (extra: Record<string, unknown>) => ({
  id: `${ID}.c`,
  issuerName: 'Shop',
  provider: 'Shop',
  redemptionChannel: 'INSTORE',
  reviewStatus: 'UNDER_REVIEW',
  ...extra,
});
const places = (document: unknown, kind: 'transitClass' | 'offerClass' = 'transitClass') =>
  lint(document, kind)
    .filter((issue) => issue.rule === 'google.length')
    .map((issue) => [issue.path, issue.twin?.path]);

describe('one issue per control: a plain string and its localized twin', () => {
  it.each([
    [
      'the same long issuer name in both: one issue, at the plain field, naming its twin',
      transit({ issuerName: long, localizedIssuerName: localized(long) }),
      'transitClass',
      [['/issuerName', '/localizedIssuerName/defaultValue/value']],
    ],
    [
      'an offer title too',
      offerClass({ title: 'x'.repeat(61), localizedTitle: localized('x'.repeat(61)) }),
      'offerClass',
      [['/title', '/localizedTitle/defaultValue/value']],
    ],
    [
      'texts that differ are two things to change: two issues',
      transit({ issuerName: long, localizedIssuerName: localized(`${long}y`) }),
      'transitClass',
      [
        ['/issuerName', undefined],
        ['/localizedIssuerName/defaultValue/value', undefined],
      ],
    ],
    [
      'a translation is a language of its own, never joined',
      transit({
        issuerName: long,
        localizedIssuerName: {
          defaultValue: { language: 'en', value: 'M' },
          translatedValues: [{ language: 'de', value: long }],
        },
      }),
      'transitClass',
      [
        ['/issuerName', undefined],
        ['/localizedIssuerName/translatedValues/0/value', undefined],
      ],
    ],
    [
      'the twin alone stays where it is',
      transit({ issuerName: 'M', localizedIssuerName: localized(long) }),
      'transitClass',
      [['/localizedIssuerName/defaultValue/value', undefined]],
    ],
  ] as const)('%s', (_, document, kind, expected) => {
    expect(places(document, kind)).toEqual(expected);
  });

  it('gives the command line both paths again, each marked with the other, located in the text', () => {
    const text = JSON.stringify(
      transit({ issuerName: long, localizedIssuerName: localized(long) }),
      null,
      2,
    );
    const split = splitTwins(parse(text, 'transitClass').issues).filter(
      (issue) => issue.rule === 'google.length',
    );
    expect(split.map((issue) => [issue.path, issue.twin?.path, issue.line])).toEqual([
      ['/issuerName', '/localizedIssuerName/defaultValue/value', 10],
      ['/localizedIssuerName/defaultValue/value', '/issuerName', 14],
    ]);
    expect(split[0]!.message).toBe(split[1]!.message);
  });
});
