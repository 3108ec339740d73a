import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import { minimal, schemaOfType, specFieldRows, specTypes } from '../test/specFields.fixture';
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
const totp = (details: Record<string, unknown>) =>
  offer({ rotatingBarcode: { totpDetails: details } });
const cardItem = (firstValue: unknown) =>
  transit({
    classTemplateInfo: {
      cardTemplateOverride: { cardRowTemplateInfos: [{ oneItem: { item: { firstValue } } }] },
    },
  });

// Spec 7.2: each required field missing, inside a whole resource, reported where it is missing.
const rows: [string, z.ZodType, unknown, string][] = [
  ['TransitClass.id', transitClassSchema, {}, 'id'],
  ['OfferObject.id', offerObjectSchema, { classId: 'issuer.class' }, 'id'],
  ['OfferObject.classId', offerObjectSchema, { id: 'issuer.offer' }, 'classId'],
  [
    'OfferClass.id (classReference)',
    offerObjectSchema,
    offer({ classReference: {} }),
    'classReference/id',
  ],
  [
    'LocalizedString.defaultValue',
    transitClassSchema,
    transit({ transitOperatorName: { translatedValues: [] } }),
    'transitOperatorName/defaultValue',
  ],
  ['Image.sourceUri', transitClassSchema, transit({ logo: {} }), 'logo/sourceUri'],
  ['ImageUri.uri', transitClassSchema, transit({ logo: { sourceUri: {} } }), 'logo/sourceUri/uri'],
  [
    'LatLongPoint.latitude',
    offerObjectSchema,
    offer({ locations: [{ longitude: 1 }] }),
    'locations/0/latitude',
  ],
  [
    'LatLongPoint.longitude',
    offerObjectSchema,
    offer({ locations: [{ latitude: 1 }] }),
    'locations/0/longitude',
  ],
  [
    'DateTime.date',
    offerObjectSchema,
    offer({ validTimeInterval: { start: {} } }),
    'validTimeInterval/start/date',
  ],
  [
    'FieldReference.fieldPath',
    transitClassSchema,
    cardItem({ fields: [{ dateFormat: 'DATE_ONLY' }] }),
    'classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/firstValue/fields/0/fieldPath',
  ],
  [
    'FieldSelector.fields',
    transitClassSchema,
    cardItem({}),
    'classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/oneItem/item/firstValue/fields',
  ],
  [
    'BarcodeSectionDetail.fieldSelector',
    transitClassSchema,
    transit({ classTemplateInfo: { cardBarcodeSectionDetails: { firstTopDetail: {} } } }),
    'classTemplateInfo/cardBarcodeSectionDetails/firstTopDetail/fieldSelector',
  ],
  [
    'TotpDetails.periodMillis',
    offerObjectSchema,
    totp({ parameters: [] }),
    'rotatingBarcode/totpDetails/periodMillis',
  ],
  [
    'TotpDetails.parameters',
    offerObjectSchema,
    totp({ periodMillis: '30000' }),
    'rotatingBarcode/totpDetails/parameters',
  ],
  [
    'TotpParameters.key',
    offerObjectSchema,
    totp({ periodMillis: '30000', parameters: [{ valueLength: 8 }] }),
    'rotatingBarcode/totpDetails/parameters/0/key',
  ],
  [
    'TotpParameters.valueLength',
    offerObjectSchema,
    totp({ periodMillis: '30000', parameters: [{ key: '<TOTP_KEY>' }] }),
    'rotatingBarcode/totpDetails/parameters/0/valueLength',
  ],
  [
    'InfoModuleData.labelValueRows',
    transitClassSchema,
    transit({ infoModuleData: {} }),
    'infoModuleData/labelValueRows',
  ],
];

describe('spec 7.2: a missing required field is rejected where it is missing', () => {
  it.each(rows)('%s', (_name, schema, doc, path) => {
    expect(issues(schema, doc)).toEqual([{ path, code: 'invalid_type' }]);
  });
});

describe('required fields of every type', () => {
  it.each(Object.keys(specTypes))('%s: its required fields alone are valid', (type) => {
    expect(issues(schemaOfType[type]!, minimal(type))).toEqual([]);
  });

  it.each(
    specFieldRows
      .filter(([, f]) => f.required)
      .map(([type, f]) => [`${type}.${f.name}`, type, f.name]),
  )('%s missing is rejected at its path', (_name, type, name) => {
    const value = minimal(type);
    delete value[name];
    expect(issues(schemaOfType[type]!, value)).toEqual([{ path: name, code: 'invalid_type' }]);
  });

  it.each([
    [
      'empty required arrays',
      transitClassSchema,
      transit({ infoModuleData: { labelValueRows: [] } }),
    ],
    ['an empty id (docs/decisions.md, Validation 6)', offerObjectSchema, { id: '', classId: '' }],
    ['an empty fields list', transitClassSchema, cardItem({ fields: [] })],
  ])('accepts %s', (_name, schema, doc) => {
    expect(issues(schema, doc)).toEqual([]);
  });
});
