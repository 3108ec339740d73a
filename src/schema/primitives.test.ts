import { describe, expect, it } from 'vitest';
import { expectEveryRow } from '../test/everyRow';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import { countCodePoints, isIsoDateTime, isUri } from './primitives';
import { minimal, schemaOfType, specFieldRows, wrongElements } from '../test/specFields.fixture';
import { transitClassSchema } from './transitClass';

const paths = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('/'));
};

const transit = (extra: Record<string, unknown>) => ({ id: 'issuer.transit', ...extra });
const offer = (extra: Record<string, unknown>) => ({
  id: 'issuer.offer',
  classId: 'issuer.class',
  ...extra,
});
const emoji = '😀';
const combining = 'e\u0301'; // two code points, one visible character

describe('countCodePoints', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    [emoji, 1],
    [emoji.repeat(35), 35],
    [combining, 2],
    ['👍🏽', 2], // emoji + skin tone modifier
  ])('%j has %i code points', (value, count) => {
    expect(countCodePoints(value)).toBe(count);
  });
});

describe('isUri (docs/decisions.md, Validation 4)', () => {
  it.each([
    'https://example.com/logo.png',
    'http://example.com/a?b=c#d',
    'mailto:help@example.com',
    'tel:+49-30-1234567',
    'urn:isbn:0451450523',
    'geo:52.52,13.40',
    'https://example.com/%20space',
  ])('accepts %s', (value) => {
    expect(isUri(value)).toBe(true);
  });

  it.each([
    '/a.png',
    'a.png',
    '',
    'has space',
    'https://example.com/has space',
    '{EXTERNAL_URL_BASE}/x.png',
    '//example.com/a.png',
    '1http://example.com',
    'https://example.com/%zz',
  ])('rejects %j', (value) => {
    expect(isUri(value)).toBe(false);
  });
});

describe('isIsoDateTime (docs/decisions.md, Validation 5)', () => {
  it.each([
    '2025-03-01T10:00:00',
    '2025-03-01T10:00:00Z',
    '2025-03-01T10:00:00+01:00',
    '2025-03-01T10:00:00-05:30',
    '2025-03-01T10:00:00.250+01:00',
    '2025-03-01T10:00:00.123456Z',
    '2025-03-01T10:00',
    '2024-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '0004-02-29T00:00:00Z',
  ])('accepts %s', (value) => {
    expect(isIsoDateTime(value)).toBe(true);
  });

  it.each([
    '2025-03-01',
    '2025-02-30T10:00:00',
    '2025-13-01T00:00:00Z',
    '2025-00-10T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '0100-02-29T00:00:00Z',
    '2025-03-01T24:00:00Z',
    '2025-03-01T10:60:00Z',
    '2025-03-01T10:00:60Z',
    '2025-03-01T10:00:00+24:00',
    '2025-03-01 10:00:00',
    '2025-03-01T10:00:00.Z',
    '1740823200000',
    '',
  ])('rejects %j', (value) => {
    expect(isIsoDateTime(value)).toBe(false);
  });
});

describe('strict JSON types on every field (docs/decisions.md, Validation 1)', () => {
  const rows = specFieldRows.flatMap(([type, f]) =>
    wrongElements(f.type).map((wrong) => [`${type}.${f.name}`, type, f, wrong] as const),
  );
  it('every field rejects every JSON type it is not, at its own path', () => {
    expectEveryRow(
      rows.map(
        ([name, type, f, wrong]) =>
          [`${name} = ${JSON.stringify(wrong)}`, { type, f, wrong }] as const,
      ),
      ({ type, f, wrong }) => {
        const value = f.array ? [wrong] : wrong;
        const expected = f.array ? `${f.name}/0` : f.name;
        const got = paths(schemaOfType[type]!, { ...minimal(type), [f.name]: value });
        return (
          JSON.stringify(got) !== JSON.stringify([expected]) && `issues at ${JSON.stringify(got)}`
        );
      },
    );
  });

  it('every array field rejects an object where the array belongs', () => {
    expectEveryRow(
      specFieldRows
        .filter(([, f]) => f.array)
        .map(([type, f]) => [`${type}.${f.name}`, { type, name: f.name }] as const),
      ({ type, name }) => {
        const got = paths(schemaOfType[type]!, { ...minimal(type), [name]: {} });
        return JSON.stringify(got) !== JSON.stringify([name]) && `issues at ${JSON.stringify(got)}`;
      },
    );
  });
});

describe('strict types inside whole resources', () => {
  it.each([
    [
      '"45.5" is not a number',
      offerObjectSchema,
      offer({ locations: [{ latitude: '45.5', longitude: 0 }] }),
      'locations/0/latitude',
    ],
    [
      '"yes" is not a boolean',
      offerObjectSchema,
      offer({ hasLinkedDevice: 'yes' }),
      'hasLinkedDevice',
    ],
    ['1 is not a boolean', transitClassSchema, transit({ enableSmartTap: 1 }), 'enableSmartTap'],
    [
      '1.5 is not an integer (valueLength)',
      offerObjectSchema,
      offer({
        rotatingBarcode: {
          totpDetails: { periodMillis: '30000', parameters: [{ key: 'k', valueLength: 1.5 }] },
        },
      }),
      'rotatingBarcode/totpDetails/parameters/0/valueLength',
    ],
    [
      '1.5 is not an integer (sortIndex)',
      offerObjectSchema,
      offer({ groupingInfo: { sortIndex: 1.5 } }),
      'groupingInfo/sortIndex',
    ],
    ['123 is not a string (id)', transitClassSchema, { id: 123 }, 'id'],
    [
      '30000 is not a string (periodMillis)',
      offerObjectSchema,
      offer({ rotatingBarcode: { totpDetails: { periodMillis: 30000, parameters: [] } } }),
      'rotatingBarcode/totpDetails/periodMillis',
    ],
  ])('%s', (_name, schema, doc, path) => {
    expect(paths(schema, doc)).toEqual([path]);
  });
});

describe('lengths count code points (docs/decisions.md, Validation 3)', () => {
  const header = (value: string) => offer({ textModulesData: [{ header: value }] });
  it.each([
    ['35 emoji (70 UTF-16 units)', emoji.repeat(35), true],
    ['36 emoji', emoji.repeat(36), false],
    ['17 letters with combining accents + 1 (35 code points)', combining.repeat(17) + 'x', true],
    ['18 letters with combining accents (36 code points)', combining.repeat(18), false],
  ])('header of %s', (_name, value, valid) => {
    expect(paths(offerObjectSchema, header(value))).toEqual(
      valid ? [] : ['textModulesData/0/header'],
    );
  });

  it('reports the count and the limit in the message', () => {
    const result = offerObjectSchema.safeParse(header(emoji.repeat(36)));
    expect(result.error?.issues[0]?.message).toBe('Has 36 characters; the limit is 35');
  });
});

describe('URI fields (spec 7.5) and Uri.uri', () => {
  const logo = (uri: unknown) => transit({ logo: { sourceUri: { uri } } });
  it.each([
    'https://example.com/a.png',
    'mailto:a@example.com',
    'tel:+1-555-0100',
    'urn:example:logo',
  ])('ImageUri.uri accepts %s', (uri) => {
    expect(paths(transitClassSchema, logo(uri))).toEqual([]);
  });

  it.each(['/a.png', '', 'has space', '{EXTERNAL_URL_BASE}/x.png'])(
    'ImageUri.uri rejects %j',
    (uri) => {
      expect(paths(transitClassSchema, logo(uri))).toEqual(['logo/sourceUri/uri']);
    },
  );

  it.each(['/a.png', '', 'has space', '{EXTERNAL_URL_BASE}/x.png', 'anything at all'])(
    'Uri.uri accepts any string: %j',
    (uri) => {
      expect(paths(transitClassSchema, transit({ homepageUri: { uri } }))).toEqual([]);
    },
  );

  it.each(['/a.png', 'has space'])('CallbackOptions.url and activationUrl reject %j', (url) => {
    expect(
      paths(
        transitClassSchema,
        transit({ callbackOptions: { url }, activationOptions: { activationUrl: url } }),
      ),
    ).toEqual(['callbackOptions/url', 'activationOptions/activationUrl']);
  });
});

describe('DateTime.date', () => {
  const start = (date: unknown) => offer({ validTimeInterval: { start: { date } } });
  it.each(['2025-03-01T10:00:00', '2025-03-01T10:00:00Z', '2025-03-01T10:00:00.250+01:00'])(
    'accepts %s',
    (date) => {
      expect(paths(offerObjectSchema, start(date))).toEqual([]);
    },
  );

  it.each(['2025-03-01', 1740823200000, '2025-02-30T10:00:00', '2025-13-01T00:00:00Z'])(
    'rejects %j',
    (date) => {
      expect(paths(offerObjectSchema, start(date))).toEqual(['validTimeInterval/start/date']);
    },
  );
});
