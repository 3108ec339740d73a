import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { offerObjectSchema } from './offerObject';
import {
  minimal,
  schemaOfType,
  specFieldRows,
  validValue,
  wrongElements,
} from '../test/specFields.fixture';
import { transitClassSchema } from './transitClass';

const paths = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('/'));
};

const deprecated = specFieldRows.filter(([, f]) => f.deprecated);

// docs/decisions.md, Validation 7: deprecated fields are accepted on input and validated like any other.
describe('every deprecated field of the spec', () => {
  it('there are 30 of them: 17 in nested types, 5 class fields twice, OfferClass.kind, 2 on OfferObject', () => {
    expect(deprecated).toHaveLength(30);
  });

  it.each(deprecated.map(([type, f]) => [`${type}.${f.name}`, type, f] as const))(
    '%s: a valid value is accepted',
    (_name, type, f) => {
      expect(paths(schemaOfType[type]!, { ...minimal(type), [f.name]: validValue(f) })).toEqual([]);
    },
  );

  it.each(
    deprecated.flatMap(([type, f]) =>
      wrongElements(f.type).map((w) => [`${type}.${f.name}`, type, f, w] as const),
    ),
  )('%s: %j is rejected', (_name, type, f, wrong) => {
    const value = f.array ? [wrong] : wrong;
    expect(paths(schemaOfType[type]!, { ...minimal(type), [f.name]: value })).toEqual([
      f.array ? `${f.name}/0` : f.name,
    ]);
  });
});

describe('inside deprecated fields, every rule still counts', () => {
  const transit = (extra: Record<string, unknown>) => ({ id: 't', ...extra });
  it.each([
    [
      'wordMark image with a relative URI',
      transitClassSchema,
      transit({ wordMark: [{ sourceUri: { uri: '/w.png' } }] }),
      'wordMark/0/sourceUri/uri',
    ],
    [
      'infoModuleData without labelValueRows',
      transitClassSchema,
      transit({ infoModuleData: { showLastUpdateTime: true } }),
      'infoModuleData/labelValueRows',
    ],
    [
      'infoModuleData cell label that is a number',
      transitClassSchema,
      transit({ infoModuleData: { labelValueRows: [{ columns: [{ label: 5 }] }] } }),
      'infoModuleData/labelValueRows/0/columns/0/label',
    ],
    [
      'class location longitude out of range',
      transitClassSchema,
      transit({ locations: { latitude: 0, longitude: 181 } }),
      'locations/longitude',
    ],
    [
      'allowMultipleUsersPerObject "true"',
      transitClassSchema,
      transit({ allowMultipleUsersPerObject: 'true' }),
      'allowMultipleUsersPerObject',
    ],
    [
      'iosAppLinkInfo title without defaultValue',
      transitClassSchema,
      transit({ appLinkData: { iosAppLinkInfo: { title: {} } } }),
      'appLinkData/iosAppLinkInfo/title/defaultValue',
    ],
    [
      'thirdRowOption without fields',
      transitClassSchema,
      transit({ classTemplateInfo: { listTemplateOverride: { thirdRowOption: {} } } }),
      'classTemplateInfo/listTemplateOverride/thirdRowOption/fields',
    ],
    [
      'updateRequestUrl with a space',
      transitClassSchema,
      transit({ callbackOptions: { updateRequestUrl: 'https://e.com/a b' } }),
      'callbackOptions/updateRequestUrl',
    ],
    [
      'offer object version as a number',
      offerObjectSchema,
      { id: 'o', classId: 'c', version: 1 },
      'version',
    ],
    [
      'ImageUri.localizedDescription with an unknown key',
      transitClassSchema,
      transit({
        logo: {
          sourceUri: {
            uri: 'https://e.com/l.png',
            localizedDescription: { defaultValue: {}, text: 'x' },
          },
        },
      }),
      'logo/sourceUri/localizedDescription',
    ],
  ])('%s', (_name, schema, doc, path) => {
    expect(paths(schema, doc)).toEqual([path]);
  });
});
