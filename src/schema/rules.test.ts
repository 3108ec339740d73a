import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import { resourceSchemas } from './resources';
import { transitClassSchema } from './transitClass';

const issues = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('/')} ${i.code}`);
};

const image = (uri: string) => ({ sourceUri: { uri } });
const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });
const selector = (fieldPath: string) => ({ fields: [{ fieldPath }] });

// Small but broad valid documents, written for these tests.
const transitClass = {
  id: '3388000000012345678.metro-day',
  issuerName: 'Metro',
  reviewStatus: 'UNDER_REVIEW',
  transitType: 'rail',
  transitOperatorName: text('Metro Rail'),
  logo: { ...image('https://example.com/logo.png'), contentDescription: text('Metro logo') },
  hexBackgroundColor: '#1a73e8',
  classTemplateInfo: {
    cardTemplateOverride: {
      cardRowTemplateInfos: [
        { twoItems: { startItem: { firstValue: selector("class.textModulesData['zone']") } } },
      ],
    },
    listTemplateOverride: { firstRowOption: { transitOption: 'ORIGIN_AND_DESTINATION_NAMES' } },
  },
  textModulesData: [{ id: 'zone', header: 'Zone', body: 'A and B' }],
  callbackOptions: { url: 'https://example.com/callback' },
  activationOptions: { activationUrl: 'https://example.com/activate', allowReactivation: true },
  customFareNameLabel: text('Ticket'),
};

const offerObject = {
  id: '3388000000012345678.offer-0001',
  classId: '3388000000012345678.offer-class',
  state: 'ACTIVE',
  barcode: { type: 'qrCode', value: 'OFFER-0001', alternateText: '0001' },
  validTimeInterval: {
    start: { date: '2025-03-01T00:00:00Z' },
    end: { date: '2025-03-31T23:59:59+01:00' },
  },
  locations: [{ latitude: 52.52, longitude: 13.405 }],
  classReference: {
    id: '3388000000012345678.offer-class',
    issuerName: 'Bakery',
    title: '20% off',
    redemptionChannel: 'instore',
    reviewStatus: 'draft',
    titleImage: image('https://example.com/bakery.png'),
  },
  messages: [{ header: 'Welcome', body: 'Enjoy', messageType: 'TEXT' }],
};

describe('valid documents pass and come out unchanged', () => {
  it.each([
    ['transit class', transitClassSchema, transitClass],
    ['offer object', offerObjectSchema, offerObject],
    ['minimal transit class', transitClassSchema, { id: 't' }],
    ['minimal offer object', offerObjectSchema, { id: 'o', classId: 'c' }],
  ])('%s', (_name, schema, doc) => {
    const result = schema.safeParse(doc);
    expect(result.success).toBe(true);
    // Defaults are metadata: nothing is filled in, spellings stay as entered.
    expect(result.data).toEqual(doc);
  });

  it('resourceSchemas holds both resources', () => {
    expect(resourceSchemas.transitClass.safeParse(transitClass).success).toBe(true);
    expect(resourceSchemas.offerObject.safeParse(offerObject).success).toBe(true);
    expect(resourceSchemas.transitClass.safeParse(offerObject).success).toBe(false);
  });
});

// Spec section 7, one row per rule, each breaking exactly one thing in a valid document.
describe('spec 7: each rule rejects', () => {
  it.each([
    [
      '7.1 unknown property (top)',
      transitClassSchema,
      { ...transitClass, logoUri: 'x' },
      ' unrecognized_keys',
    ],
    [
      '7.1 unknown property (nested)',
      offerObjectSchema,
      { ...offerObject, barcode: { ...offerObject.barcode, format: 'qr' } },
      'barcode unrecognized_keys',
    ],
    [
      '7.2 missing required field',
      offerObjectSchema,
      { ...offerObject, classId: undefined },
      'classId invalid_type',
    ],
    [
      '7.2 missing required nested field',
      transitClassSchema,
      { ...transitClass, logo: { contentDescription: text('x') } },
      'logo/sourceUri invalid_type',
    ],
    [
      '7.3 value outside an enumeration',
      transitClassSchema,
      { ...transitClass, transitType: 'METRO' },
      'transitType invalid_value',
    ],
    [
      '7.3 value outside an enumeration (nested)',
      offerObjectSchema,
      { ...offerObject, messages: [{ messageType: 'NOTIFY' }] },
      'messages/0/messageType invalid_value',
    ],
    [
      '7.4 bound of section 8',
      transitClassSchema,
      { ...transitClass, textModulesData: [{ header: 'x'.repeat(36) }] },
      'textModulesData/0/header too_big',
    ],
    [
      '7.4 bound of section 8 (number)',
      offerObjectSchema,
      { ...offerObject, locations: [{ latitude: 0, longitude: 200 }] },
      'locations/0/longitude too_big',
    ],
    [
      '7.5 URI that is not a URI',
      transitClassSchema,
      { ...transitClass, logo: image('{EXTERNAL_URL_BASE}/logo.png') },
      'logo/sourceUri/uri invalid_format',
    ],
    [
      '7.5 empty URI',
      transitClassSchema,
      { ...transitClass, callbackOptions: { url: '' } },
      'callbackOptions/url invalid_format',
    ],
  ])('%s', (_name, schema, doc, issue) => {
    expect(issues(schema, doc)).toEqual([issue]);
  });

  it('reports every problem of a document, not just the first', () => {
    const doc = {
      ...offerObject,
      state: 'Active',
      hasLinkedDevice: 'yes',
      locations: [{ latitude: 91 }],
    };
    expect(issues(offerObjectSchema, doc)).toEqual([
      'state invalid_value',
      'locations/0/latitude too_big',
      'locations/0/longitude invalid_type',
      'hasLinkedDevice invalid_type',
    ]);
  });
});
