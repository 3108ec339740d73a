import { describe, expect, it } from 'vitest';
import { introspect, resourceSchemas } from '../../schema';
import { isLocalizedTwin, localizedTwinOf } from './localizedTwin';

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
