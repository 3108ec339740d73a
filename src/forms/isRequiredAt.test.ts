import { describe, expect, it } from 'vitest';
import { introspect, resourceSchemas } from '../schema';
import { isRequiredAt } from './isRequiredAt';

const roots = {
  transitClass: introspect(resourceSchemas.transitClass),
  offerObject: introspect(resourceSchemas.offerObject),
};
const transitClass = 'transitClass';
const offerObject = 'offerObject';

describe('isRequiredAt', () => {
  it.each([
    [transitClass, ['id'], true],
    // Google's Required, on the level and inside a type.
    [transitClass, ['issuerName'], true],
    [transitClass, ['reviewStatus'], true],
    [offerObject, ['state'], true],
    [offerObject, ['valueAddedModuleData', 'header'], true],
    [offerObject, ['valueAddedModuleData', 'uri'], true],
    [offerObject, ['valueAddedModuleData', 'body'], false],
    [transitClass, ['hexBackgroundColor'], false],
    // Required inside an optional object: only once someone adds the object.
    [transitClass, ['heroImage', 'sourceUri', 'uri'], false],
    // What a required image or text holds: its URL, its default text (not its language).
    [transitClass, ['logo', 'sourceUri', 'uri'], true],
    [transitClass, ['logo', 'sourceUri', 'localizedDescription', 'defaultValue', 'value'], false],
    [offerObject, ['valueAddedModuleData', 'header', 'defaultValue', 'value'], true],
    [offerObject, ['valueAddedModuleData', 'header', 'defaultValue', 'language'], false],
    [offerObject, ['valueAddedModuleData', 'body', 'defaultValue', 'value'], false],
    [transitClass, ['localizedIssuerName', 'defaultValue', 'value'], false],
    // A list row that exists: its own required fields are required.
    [transitClass, ['textModulesData', 0, 'header'], false],
    [
      transitClass,
      ['classTemplateInfo', 'detailsTemplateOverride', 'detailsItemInfos', 0, 'item'],
      false,
    ],
    [
      transitClass,
      [
        'classTemplateInfo',
        'cardTemplateOverride',
        'cardRowTemplateInfos',
        0,
        'oneItem',
        'item',
        'firstValue',
        'fields',
        0,
        'fieldPath',
      ],
      true,
    ],
    [offerObject, ['id'], true],
    [offerObject, ['classId'], true],
    [offerObject, ['barcode', 'value'], false],
    [transitClass, [], false],
    [transitClass, ['noSuchField'], false],
  ] as const)('%s %j is required: %s', (kind, segments, expected) => {
    expect(isRequiredAt(roots[kind], segments)).toBe(expected);
  });
});
