import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import { minimal, schemaOfType, specTypes } from '../test/specFields.fixture';
import { transitClassSchema } from './transitClass';

const unknownKeys = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({
        path: i.path.join('/'),
        code: i.code,
        keys: 'keys' in i ? i.keys : undefined,
      }));
};

const transit = (extra: Record<string, unknown>) => ({ id: 'issuer.transit', ...extra });
const offer = (extra: Record<string, unknown>) => ({
  id: 'issuer.offer',
  classId: 'issuer.class',
  ...extra,
});

// Spec 7.1: every object type rejects a property it does not list.
describe('every type rejects an unknown property', () => {
  it.each(Object.keys(specTypes))('%s', (type) => {
    expect(unknownKeys(schemaOfType[type]!, { ...minimal(type), extra: 1 })).toEqual([
      { path: '', code: 'unrecognized_keys', keys: ['extra'] },
    ]);
  });
});

describe('at several depths', () => {
  it.each([
    [
      'top level of a transit class',
      transitClassSchema,
      transit({ colour: '#fff' }),
      '',
      ['colour'],
    ],
    [
      'kind on a transit class (not a field there)',
      transitClassSchema,
      transit({ kind: 'walletobjects#transitClass' }),
      '',
      ['kind'],
    ],
    [
      'top level of an offer object',
      offerObjectSchema,
      offer({ cardTitle: 'x', logo: null }),
      '',
      ['cardTitle', 'logo'],
    ],
    [
      'kind inside ImageUri (Google’s own sample)',
      transitClassSchema,
      transit({ logo: { sourceUri: { uri: 'https://e.com/a.png', kind: 'walletobjects#uri' } } }),
      'logo/sourceUri',
      ['kind'],
    ],
    [
      'inside a card row template item',
      transitClassSchema,
      transit({
        classTemplateInfo: {
          cardTemplateOverride: {
            cardRowTemplateInfos: [{ twoItems: { startItem: { label: 'x' } } }],
          },
        },
      }),
      'classTemplateInfo/cardTemplateOverride/cardRowTemplateInfos/0/twoItems/startItem',
      ['label'],
    ],
    [
      'inside classReference',
      offerObjectSchema,
      offer({ classReference: { id: 'c', classId: 'c' } }),
      'classReference',
      ['classId'],
    ],
    [
      'transit-only field inside classReference',
      offerObjectSchema,
      offer({ classReference: { id: 'c', transitType: 'BUS' } }),
      'classReference',
      ['transitType'],
    ],
    [
      'inside a translated value',
      offerObjectSchema,
      offer({
        classReference: {
          id: 'c',
          localizedTitle: { defaultValue: { language: 'en', value: 'x', lang: 'en' } },
        },
      }),
      'classReference/localizedTitle/defaultValue',
      ['lang'],
    ],
    [
      'inside a deprecated container',
      transitClassSchema,
      transit({ infoModuleData: { labelValueRows: [{ columns: [{ label: 'a', extra: 1 }] }] } }),
      'infoModuleData/labelValueRows/0/columns/0',
      ['extra'],
    ],
    [
      'inside a DateTime',
      offerObjectSchema,
      offer({ validTimeInterval: { end: { date: '2025-03-01T10:00:00Z', timezone: 'UTC' } } }),
      'validTimeInterval/end',
      ['timezone'],
    ],
  ])('%s', (_name, schema, doc, path, keys) => {
    expect(unknownKeys(schema, doc)).toEqual([{ path, code: 'unrecognized_keys', keys }]);
  });

  it('kind is a listed field where the spec lists it', () => {
    const doc = offer({
      kind: 'walletobjects#offerObject',
      classReference: { id: 'c', kind: 'walletobjects#offerClass' },
      barcode: { kind: 'walletobjects#barcode', type: 'QR_CODE', value: '1' },
      heroImage: { kind: 'walletobjects#image', sourceUri: { uri: 'https://e.com/h.png' } },
    });
    expect(unknownKeys(offerObjectSchema, doc)).toEqual([]);
  });
});
