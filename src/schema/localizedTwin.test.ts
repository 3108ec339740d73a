import { describe, expect, it } from 'vitest';
import { introspect } from './introspect';
import { resourceSchemas } from './resources';
import { isLocalizedTwin, localizedTwinOf, plainTwinOf } from './localizedTwin';

const transit = introspect(resourceSchemas.transitClass);
const offer = introspect(resourceSchemas.offerObject);

describe('localizedTwinOf', () => {
  it.each([
    [transit, ['issuerName'], 'localizedIssuerName'],
    [transit, ['textModulesData', 0, 'header'], 'localizedHeader'],
    [transit, ['textModulesData', 2, 'body'], 'localizedBody'],
    [offer, ['classReference', 'title'], 'localizedTitle'],
    [transit, ['linksModuleData', 'uris', 0, 'description'], 'localizedDescription'],
  ] as const)('pairs %#: %j with %s', (root, segments, twin) => {
    expect(localizedTwinOf(root, segments)?.key).toBe(twin);
    expect(isLocalizedTwin(root, [...segments.slice(0, -1), twin])).toBe(true);
  });

  it.each([
    [transit, ['id']],
    [transit, ['hexBackgroundColor']],
    [transit, ['countryCode']],
  ] as const)('leaves %j alone', (root, segments) => {
    expect(localizedTwinOf(root, segments)).toBeNull();
  });

  it('never pairs a LocalizedString that has no plain sibling', () => {
    expect(isLocalizedTwin(transit, ['logo', 'contentDescription'])).toBe(false);
  });
});

describe('plainTwinOf', () => {
  it.each([
    [transit, ['localizedIssuerName', 'defaultValue', 'value'], ['issuerName']],
    [
      offer,
      ['classReference', 'localizedTitle', 'defaultValue', 'value'],
      ['classReference', 'title'],
    ],
    [
      transit,
      ['textModulesData', 1, 'localizedBody', 'defaultValue', 'value'],
      ['textModulesData', 1, 'body'],
    ],
    [transit, ['localizedIssuerName', 'translatedValues', 0, 'value'], null],
    [transit, ['localizedIssuerName', 'defaultValue', 'language'], null],
    [transit, ['logo', 'contentDescription', 'defaultValue', 'value'], null],
  ] as const)('%#: %j is edited by %j', (root, segments, plain) => {
    expect(plainTwinOf(root, segments)).toEqual(plain);
  });
});
