import { describe, expect, it } from 'vitest';
import { expectEveryRow } from '../test/everyRow';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import { minimal, schemaOfType, specFieldRows } from '../test/specFields.fixture';
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
const image = { sourceUri: { uri: 'https://example.com/a.png' } };

// docs/decisions.md, Validation 2: explicit null only where the spec writes `| null`.
describe('every field of every type: null accepted exactly where the spec writes | null', () => {
  it('null passes where the spec writes | null and fails at the field elsewhere', () => {
    expectEveryRow(
      specFieldRows.map(([type, f]) => [`${type}.${f.name}`, { type, f }] as const),
      ({ type, f }) => {
        const got = paths(schemaOfType[type]!, { ...minimal(type), [f.name]: null });
        const expected = f.nullable ? [] : [f.name];
        return (
          JSON.stringify(got) !== JSON.stringify(expected) && `issues at ${JSON.stringify(got)}`
        );
      },
    );
  });
});

describe('named cases inside whole resources', () => {
  it.each([
    ['TransitClass.reviewStatus', transitClassSchema, transit({ reviewStatus: null })],
    [
      'OfferObject.disableExpirationNotification (default false)',
      offerObjectSchema,
      offer({ disableExpirationNotification: null }),
    ],
    [
      'TextModuleData.header',
      offerObjectSchema,
      offer({ textModulesData: [{ header: null, body: null }] }),
    ],
    ['CallbackOptions.url', transitClassSchema, transit({ callbackOptions: { url: null } })],
    [
      'ActivationOptions.activationUrl',
      transitClassSchema,
      transit({ activationOptions: { activationUrl: null } }),
    ],
    ['Uri.uri', offerObjectSchema, offer({ linksModuleData: { uris: [{ uri: null }] } })],
    ['LinksModuleData.uris', offerObjectSchema, offer({ linksModuleData: { uris: null } })],
    [
      'FieldReference.dateFormat',
      transitClassSchema,
      transit({
        classTemplateInfo: {
          listTemplateOverride: {
            secondRowOption: { fields: [{ fieldPath: 'a', dateFormat: null }] },
          },
        },
      }),
    ],
    [
      'PassConstraints.nfcConstraint',
      offerObjectSchema,
      offer({ passConstraints: { nfcConstraint: null } }),
    ],
    ['OfferObject.classReference', offerObjectSchema, offer({ classReference: null })],
  ])('accepts null: %s', (_name, schema, doc) => {
    expect(paths(schema, doc)).toEqual([]);
  });

  it.each([
    ['OfferObject.kind', offerObjectSchema, offer({ kind: null }), 'kind'],
    ['Image.kind', transitClassSchema, transit({ logo: { ...image, kind: null } }), 'logo/kind'],
    [
      'OfferObject.hasLinkedDevice',
      offerObjectSchema,
      offer({ hasLinkedDevice: null }),
      'hasLinkedDevice',
    ],
    [
      'ActivationOptions.allowReactivation',
      transitClassSchema,
      transit({ activationOptions: { allowReactivation: null } }),
      'activationOptions/allowReactivation',
    ],
    ['OfferObject.state', offerObjectSchema, offer({ state: null }), 'state'],
    ['TransitClass.transitType', transitClassSchema, transit({ transitType: null }), 'transitType'],
    [
      'TransitClass.enableSingleLegItinerary',
      transitClassSchema,
      transit({ enableSingleLegItinerary: null }),
      'enableSingleLegItinerary',
    ],
    [
      'TransitClass.allowMultipleUsersPerObject',
      transitClassSchema,
      transit({ allowMultipleUsersPerObject: null }),
      'allowMultipleUsersPerObject',
    ],
    [
      'LocalizedString.translatedValues',
      transitClassSchema,
      transit({ transitOperatorName: { defaultValue: {}, translatedValues: null } }),
      'transitOperatorName/translatedValues',
    ],
    [
      'LocalizedString.defaultValue',
      transitClassSchema,
      transit({ transitOperatorName: { defaultValue: null } }),
      'transitOperatorName/defaultValue',
    ],
    [
      'OfferClass.reviewStatus',
      offerObjectSchema,
      offer({ classReference: { id: 'issuer.class', reviewStatus: null } }),
      'classReference/reviewStatus',
    ],
    ['OfferObject.id', offerObjectSchema, { id: null, classId: 'issuer.class' }, 'id'],
    [
      'Message.messageType',
      offerObjectSchema,
      offer({ messages: [{ messageType: null }] }),
      'messages/0/messageType',
    ],
    ['Barcode.type', offerObjectSchema, offer({ barcode: { type: null } }), 'barcode/type'],
    [
      'ImageUri.uri',
      transitClassSchema,
      transit({ logo: { sourceUri: { uri: null } } }),
      'logo/sourceUri/uri',
    ],
    [
      'LatLongPoint.latitude',
      offerObjectSchema,
      offer({ locations: [{ latitude: null, longitude: 0 }] }),
      'locations/0/latitude',
    ],
  ])('rejects null: %s', (_name, schema, doc, path) => {
    expect(paths(schema, doc)).toEqual([path]);
  });

  it.each([
    ['OfferObject.kind', offerObjectSchema, offer({})],
    ['OfferObject.state', offerObjectSchema, offer({})],
    ['TransitClass.transitType', transitClassSchema, transit({})],
  ])('leaving %s out is fine', (_name, schema, doc) => {
    expect(paths(schema, doc)).toEqual([]);
  });
});
