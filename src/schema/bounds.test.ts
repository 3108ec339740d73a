import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import { transitClassSchema } from './transitClass';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('/'), code: i.code }));
};

const transit = (extra: Record<string, unknown>) => ({ id: 'issuer.transit', ...extra });
const offer = (extra: Record<string, unknown>) => ({
  id: 'issuer.offer',
  classId: 'issuer.class',
  ...extra,
});
const url = (length: number) => 'https://e.com/' + 'a'.repeat(length - 'https://e.com/'.length);
const point = (latitude: number, longitude: number) =>
  offer({ locations: [{ latitude, longitude }] });

type Row = [name: string, schema: z.ZodType, doc: unknown, path: string | null, code?: string];

// Spec section 8, each bound just inside and just outside.
const rows: Row[] = [
  [
    'header of 35',
    offerObjectSchema,
    offer({ textModulesData: [{ header: 'h'.repeat(35) }] }),
    null,
  ],
  [
    'header of 36',
    offerObjectSchema,
    offer({ textModulesData: [{ header: 'h'.repeat(36) }] }),
    'textModulesData/0/header',
    'too_big',
  ],
  ['empty header', offerObjectSchema, offer({ textModulesData: [{ header: '' }] }), null],
  [
    'body of 500',
    transitClassSchema,
    transit({ textModulesData: [{ body: 'b'.repeat(500) }] }),
    null,
  ],
  [
    'body of 501',
    transitClassSchema,
    transit({ textModulesData: [{ body: 'b'.repeat(501) }] }),
    'textModulesData/0/body',
    'too_big',
  ],
  [
    'classReference header of 36',
    offerObjectSchema,
    offer({ classReference: { id: 'c', textModulesData: [{ header: 'h'.repeat(36) }] } }),
    'classReference/textModulesData/0/header',
    'too_big',
  ],
  [
    'callback url of 2083',
    transitClassSchema,
    transit({ callbackOptions: { url: url(2083) } }),
    null,
  ],
  [
    'callback url of 2084',
    transitClassSchema,
    transit({ callbackOptions: { url: url(2084) } }),
    'callbackOptions/url',
    'too_big',
  ],
  [
    'empty callback url',
    transitClassSchema,
    transit({ callbackOptions: { url: '' } }),
    'callbackOptions/url',
    'invalid_format',
  ],
  [
    'updateRequestUrl of 2083',
    transitClassSchema,
    transit({ callbackOptions: { updateRequestUrl: url(2083) } }),
    null,
  ],
  [
    'updateRequestUrl of 2084',
    transitClassSchema,
    transit({ callbackOptions: { updateRequestUrl: url(2084) } }),
    'callbackOptions/updateRequestUrl',
    'too_big',
  ],
  [
    'empty updateRequestUrl',
    transitClassSchema,
    transit({ callbackOptions: { updateRequestUrl: '' } }),
    'callbackOptions/updateRequestUrl',
    'invalid_format',
  ],
  ['latitude 90', offerObjectSchema, point(90, 0), null],
  ['latitude -90', offerObjectSchema, point(-90, 0), null],
  ['latitude 90.0001', offerObjectSchema, point(90.0001, 0), 'locations/0/latitude', 'too_big'],
  ['latitude -90.0001', offerObjectSchema, point(-90.0001, 0), 'locations/0/latitude', 'too_small'],
  ['longitude 180', offerObjectSchema, point(0, 180), null],
  ['longitude -180', offerObjectSchema, point(0, -180), null],
  ['longitude 180.0001', offerObjectSchema, point(0, 180.0001), 'locations/0/longitude', 'too_big'],
  [
    'longitude -180.0001',
    offerObjectSchema,
    point(0, -180.0001),
    'locations/0/longitude',
    'too_small',
  ],
  [
    'class location (deprecated) latitude 91',
    transitClassSchema,
    transit({ locations: { latitude: 91, longitude: 0 } }),
    'locations/latitude',
    'too_big',
  ],
  [
    'activationUrl "a:" (shortest URI)',
    transitClassSchema,
    transit({ activationOptions: { activationUrl: 'a:' } }),
    null,
  ],
  [
    'empty activationUrl',
    transitClassSchema,
    transit({ activationOptions: { activationUrl: '' } }),
    'activationOptions/activationUrl',
    'invalid_format',
  ],
  ['ImageUri.uri short', transitClassSchema, transit({ logo: { sourceUri: { uri: 'a:' } } }), null],
  [
    'empty ImageUri.uri',
    transitClassSchema,
    transit({ logo: { sourceUri: { uri: '' } } }),
    'logo/sourceUri/uri',
    'invalid_format',
  ],
];

describe('spec 8: limits', () => {
  it.each(rows)('%s', (_name, schema, doc, path, code) => {
    expect(issues(schema, doc)).toEqual(path === null ? [] : [{ path, code }]);
  });
});

describe('non-finite numbers', () => {
  it.each([Infinity, -Infinity, NaN])('latitude %s is rejected', (latitude) => {
    expect(issues(offerObjectSchema, point(latitude, 0)).map((i) => i.path)).toEqual([
      'locations/0/latitude',
    ]);
  });
});
