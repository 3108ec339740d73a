import { describe, expect, it } from 'vitest';
import { jsonSchema } from './jsonSchema';

type Schema = {
  $ref?: string;
  $defs?: Record<string, { properties?: Record<string, Record<string, unknown>> }>;
};

describe('jsonSchema', () => {
  it.each([
    ['transitClass', 'TransitClass', 'locations'],
    ['transitClass', 'TransitClass', 'version'],
    ['offerObject', 'OfferObject', 'kind'],
    ['offerObject', 'OfferClass', 'wordMark'],
    ['offerObject', 'ImageUri', 'description'],
    ['offerObject', 'ListTemplateOverride', 'thirdRowOption'],
  ] as const)('%s marks %s.%s deprecated', (kind, type, field) => {
    const schema = jsonSchema(kind) as Schema;
    expect(schema.$defs?.[type]?.properties?.[field]).toMatchObject({ deprecated: true });
  });

  it('does not mark a live field deprecated', () => {
    const schema = jsonSchema('transitClass') as Schema;
    expect(schema.$defs?.TransitClass?.properties?.logo).not.toHaveProperty('deprecated');
  });

  it('forbids unknown properties and describes the resource at the root', () => {
    const schema = jsonSchema('offerObject') as Schema & {
      $defs: Record<string, Record<string, unknown>>;
    };
    expect(schema.$ref).toBe('#/$defs/OfferObject');
    expect(schema.$defs.OfferObject).toMatchObject({
      additionalProperties: false,
      required: ['id', 'classId'],
    });
  });

  it('returns a copy the caller may change', () => {
    (jsonSchema('transitClass') as Schema).$ref = 'changed';
    expect((jsonSchema('transitClass') as Schema).$ref).toBe('#/$defs/TransitClass');
  });
});
