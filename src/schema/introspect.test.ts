import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { field, nullable } from './fieldUi';
import { introspect, nodeAt, walkNodes } from './introspect';
import { offerObjectSchema } from './offerObject';
import { transitClassSchema } from './transitClass';

const transit = introspect(transitClassSchema);
const offer = introspect(offerObjectSchema);

describe('representative nodes', () => {
  it.each([
    [
      'root',
      transit,
      [],
      { kind: 'object', typeName: 'TransitClass', required: true, nullable: false, path: [] },
    ],
    ['id', transit, ['id'], { kind: 'string', required: true, nullable: false, label: 'Class ID' }],
    [
      'logo',
      transit,
      ['logo'],
      { kind: 'object', typeName: 'Image', required: false, nullable: true },
    ],
    [
      'logo.sourceUri.uri',
      transit,
      ['logo', 'sourceUri', 'uri'],
      { kind: 'string', format: 'uri', minLength: 1, required: true },
    ],
    [
      'callbackOptions.url',
      transit,
      ['callbackOptions', 'url'],
      { kind: 'string', format: 'uri', minLength: 1, maxLength: 2083, nullable: true },
    ],
    [
      'transitType',
      transit,
      ['transitType'],
      {
        kind: 'enum',
        typeName: 'TransitType',
        default: 'TRANSIT_TYPE_UNSPECIFIED',
        nullable: false,
        required: false,
      },
    ],
    ['reviewStatus (transit)', transit, ['reviewStatus'], { kind: 'enum', nullable: true }],
    ['wordMark', transit, ['wordMark'], { kind: 'array', deprecated: true, nullable: true }],
    [
      'enableSingleLegItinerary',
      transit,
      ['enableSingleLegItinerary'],
      { kind: 'boolean', default: false },
    ],
    [
      'textModulesData.*.header',
      transit,
      ['textModulesData', 0, 'header'],
      { kind: 'string', maxLength: 35, path: ['textModulesData', '*', 'header'] },
    ],
    [
      'textModulesData.*',
      transit,
      ['textModulesData', 4],
      {
        key: '*',
        kind: 'object',
        typeName: 'TextModuleData',
        label: 'Text module',
        required: true,
      },
    ],
    [
      'redemptionIssuers.*',
      transit,
      ['redemptionIssuers', 0],
      { kind: 'string', label: 'Issuer ID' },
    ],
    [
      'locations (offer)',
      offer,
      ['locations', 2, 'latitude'],
      { kind: 'number', minimum: -90, maximum: 90, required: true },
    ],
    [
      'groupingInfo.sortIndex',
      offer,
      ['groupingInfo', 'sortIndex'],
      { kind: 'integer', nullable: true },
    ],
    [
      'valueLength',
      offer,
      ['rotatingBarcode', 'totpDetails', 'parameters', 0, 'valueLength'],
      { kind: 'integer', required: true },
    ],
    [
      'validTimeInterval.start.date',
      offer,
      ['validTimeInterval', 'start', 'date'],
      { kind: 'string', format: 'date-time' },
    ],
    [
      'classReference',
      offer,
      ['classReference'],
      { kind: 'object', typeName: 'OfferClass', nullable: true },
    ],
    [
      'classReference.reviewStatus',
      offer,
      ['classReference', 'reviewStatus'],
      { kind: 'enum', nullable: false, default: 'REVIEW_STATUS_UNSPECIFIED' },
    ],
    [
      'classReference.kind',
      offer,
      ['classReference', 'kind'],
      { kind: 'string', deprecated: true, nullable: false },
    ],
    [
      'disableExpirationNotification',
      offer,
      ['disableExpirationNotification'],
      { kind: 'boolean', nullable: true, default: false },
    ],
    [
      'defaultValue of a LocalizedString',
      offer,
      ['heroImage', 'contentDescription', 'defaultValue'],
      { typeName: 'TranslatedString', label: 'Default', required: true },
    ],
    [
      'translatedValues element',
      offer,
      ['heroImage', 'contentDescription', 'translatedValues', 0],
      { typeName: 'TranslatedString', label: 'Translation' },
    ],
  ] as const)('%s', (_name, root, path, expected) => {
    expect(nodeAt(root, path)).toMatchObject(expected);
  });

  it('enum nodes carry the enumeration', () => {
    expect(nodeAt(offer, ['state'])?.enum?.values).toEqual([
      'STATE_UNSPECIFIED',
      'ACTIVE',
      'COMPLETED',
      'EXPIRED',
      'INACTIVE',
    ]);
  });

  it('keeps the outermost schema, which validates one value alone', () => {
    const header = nodeAt(offer, ['textModulesData', 0, 'header'])!;
    expect([
      header.schema.safeParse(null).success,
      header.schema.safeParse('h'.repeat(36)).success,
    ]).toEqual([true, false]);
  });

  it('answers the same tree for the same schema', () => {
    expect(introspect(transitClassSchema)).toBe(transit);
  });
});

describe('nodeAt', () => {
  it.each([
    [['nope']],
    [['id', 'deeper']],
    [['logo', 'sourceUri', 'uri', 'x']],
    [['textModulesData', 0, 'nope']],
  ])('answers undefined for %j', (path) => {
    expect(nodeAt(transit, path)).toBeUndefined();
  });

  it('treats any index as the array element', () => {
    expect(nodeAt(transit, ['messages', 0])).toBe(nodeAt(transit, ['messages', 99]));
  });
});

describe('walkNodes', () => {
  it('yields the root first, then children depth first in spec order, then array elements', () => {
    const paths = [...walkNodes(introspect(offerObjectSchema.shape.locations))].map((n) =>
      n.path.join('.'),
    );
    expect(paths).toEqual(['', '*', '*.kind', '*.latitude', '*.longitude']);
  });

  it.each([
    ['transit', transit, ['id', 'classTemplateInfo', 'imageModulesData']],
    ['offer', offer, ['id', 'classId', 'imageModulesData']],
  ] as const)('%s: top-level fields come in spec order', (_name, root, first) => {
    const keys = [...walkNodes(root)].filter((n) => n.path.length === 1).map((n) => n.key);
    expect(keys.slice(0, 3)).toEqual(first);
    expect(keys).toEqual(root.children?.map((c) => c.key));
  });

  it('reaches every deprecated field of a transit class', () => {
    const deprecated = [...walkNodes(transit)]
      .filter((n) => n.deprecated)
      .map((n) => n.path.join('.'));
    expect(deprecated).toEqual(
      expect.arrayContaining([
        'wordMark',
        'infoModuleData',
        'locations',
        'allowMultipleUsersPerObject',
        'version',
        'logo.sourceUri.description',
        'appLinkData.iosAppLinkInfo',
        'classTemplateInfo.listTemplateOverride.thirdRowOption',
      ]),
    );
    expect(deprecated).not.toContain('id');
  });
});

describe('types introspect does not know', () => {
  const schema = z.strictObject({
    when: field(z.date(), { label: 'When', help: 'A date object.' }),
    lookup: nullable(z.map(z.string(), z.number())),
    either: z.union([z.string(), z.number()]),
    later: z.lazy(() => z.string()),
    plain: z.string(),
  });

  it('map to unknown without throwing, keeping what they do know', () => {
    const root = introspect(schema);
    expect(root.children?.map((c) => [c.key, c.kind, c.required, c.nullable, c.label])).toEqual([
      ['when', 'unknown', true, false, 'When'],
      ['lookup', 'unknown', false, true, 'Lookup'],
      ['either', 'unknown', true, false, 'Either'],
      ['later', 'unknown', true, false, 'Later'],
      ['plain', 'string', true, false, 'Plain'],
    ]);
  });

  it.each([
    ['date', z.date()],
    ['map', z.map(z.string(), z.string())],
    ['set', z.set(z.string())],
    ['bigint', z.bigint()],
    ['any', z.any()],
  ] as const)('a root of type %s is unknown', (_name, root) => {
    expect(introspect(root).kind).toBe('unknown');
  });
});
