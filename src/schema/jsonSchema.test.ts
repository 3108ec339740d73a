import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resourceKinds, resourceSchemas } from './resources';

type Json = Record<string, unknown>;
const schemas = Object.fromEntries(
  resourceKinds.map((kind) => [
    kind,
    z.toJSONSchema(resourceSchemas[kind], { io: 'input', unrepresentable: 'any' }) as Json,
  ]),
);
const defs = (kind: string) => schemas[kind]!.$defs as Record<string, Json>;
const prop = (kind: string, type: string, name: string) =>
  (defs(kind)[type]!.properties as Record<string, Json>)[name]!;
// A `T | null` property is anyOf [T, null]; this finds T.
const nonNull = (p: Json): Json =>
  (p.anyOf as Json[] | undefined)?.find((s) => s.type !== 'null') ?? p;

describe.each(resourceKinds)('%s JSON Schema', (kind) => {
  it('refers to the resource type', () => {
    expect(schemas[kind]!.$ref).toBe(`#/$defs/${kind.charAt(0).toUpperCase()}${kind.slice(1)}`);
  });

  it('closes every object (additionalProperties false)', () => {
    const objects = Object.entries(defs(kind)).filter(([, d]) => d.type === 'object');
    expect(objects.length).toBeGreaterThan(20);
    for (const [name, d] of objects) expect([name, d.additionalProperties]).toEqual([name, false]);
  });

  it('holds the string bounds and the uri format', () => {
    expect(nonNull(prop(kind, 'TextModuleData', 'header'))).toMatchObject({
      type: 'string',
      maxLength: 35,
    });
    expect(nonNull(prop(kind, 'TextModuleData', 'body'))).toMatchObject({
      type: 'string',
      maxLength: 500,
    });
    expect(prop(kind, 'ImageUri', 'uri')).toMatchObject({
      type: 'string',
      format: 'uri',
      minLength: 1,
    });
    expect(prop(kind, 'LatLongPoint', 'latitude')).toMatchObject({
      type: 'number',
      minimum: -90,
      maximum: 90,
    });
    expect(prop(kind, 'DateTime', 'date')).toMatchObject({ type: 'string', format: 'date-time' });
  });

  it('lists both spellings of each enumeration', () => {
    expect(defs(kind).MessageType!.enum).toEqual(
      expect.arrayContaining(['TEXT', 'text', 'TEXT_AND_NOTIFY', 'textAndNotify']),
    );
  });
});

describe('required fields', () => {
  it.each([
    ['transitClass', 'TransitClass', ['id']],
    ['transitClass', 'LocalizedString', ['defaultValue']],
    ['transitClass', 'InfoModuleData', ['labelValueRows']],
    ['offerObject', 'OfferObject', ['id', 'classId']],
    ['offerObject', 'OfferClass', ['id']],
    ['offerObject', 'TotpDetails', ['periodMillis', 'parameters']],
    ['offerObject', 'TotpParameters', ['key', 'valueLength']],
    ['offerObject', 'LatLongPoint', ['latitude', 'longitude']],
  ])('%s %s requires %j', (kind, type, required) => {
    expect(defs(kind)[type]!.required).toEqual(required);
  });

  it.each([
    ['transitClass', 'TextModuleData'],
    ['offerObject', 'Barcode'],
  ])('%s %s requires nothing', (kind, type) => {
    expect(defs(kind)[type]!.required).toBeUndefined();
  });
});

describe('deprecated fields carry deprecated: true', () => {
  it.each([
    ['transitClass', 'TransitClass', 'wordMark'],
    ['transitClass', 'TransitClass', 'allowMultipleUsersPerObject'],
    ['transitClass', 'TransitClass', 'version'],
    ['transitClass', 'CallbackOptions', 'updateRequestUrl'],
    ['transitClass', 'ImageUri', 'description'],
    ['transitClass', 'AppLinkData', 'iosAppLinkInfo'],
    ['transitClass', 'ListTemplateOverride', 'thirdRowOption'],
    ['transitClass', 'InfoModuleData', 'showLastUpdateTime'],
    ['offerObject', 'OfferObject', 'kind'],
    ['offerObject', 'OfferObject', 'version'],
    ['offerObject', 'OfferClass', 'kind'],
    ['offerObject', 'Barcode', 'kind'],
  ])('%s %s.%s', (kind, type, name) => {
    expect(prop(kind, type, name).deprecated).toBe(true);
  });

  it.each([
    ['transitClass', 'TransitClass', 'id'],
    ['transitClass', 'CallbackOptions', 'url'],
    ['offerObject', 'OfferObject', 'locations'],
  ])('but not %s %s.%s', (kind, type, name) => {
    expect(prop(kind, type, name).deprecated).toBeUndefined();
  });
});

describe('UI hints stay out of the JSON Schema', () => {
  it.each(resourceKinds)('%s', (kind) => {
    const text = JSON.stringify(schemas[kind]);
    // `label` is left out: LabelValue has a spec field of that name.
    expect(text).not.toMatch(/"(help|section|widget|itemLabel|placeholder)":/);
  });
});
