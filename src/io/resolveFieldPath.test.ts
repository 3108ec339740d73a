import { describe, expect, it } from 'vitest';
import { parseFieldPath, resolveFieldPath } from './resolveFieldPath';

const fare = { id: 'fare', header: 'Fare', body: 'Day' };
const sources = {
  class: {
    issuerName: 'Lindenbahn',
    textModulesData: [fare],
    linksModuleData: { uris: [{ id: 'web', uri: 'https://a.example' }] },
  },
  object: {
    validTimeInterval: { start: { date: '2025-03-01T10:00:00' } },
    imageModulesData: [{ id: 'map', mainImage: {} }],
  },
};

describe('resolveFieldPath', () => {
  it.each([
    ['class.issuerName', 'Lindenbahn'],
    ["class.textModulesData['fare']", fare],
    ['class.textModulesData["fare"]', fare],
    ["class.linksModuleData.uris['web']", sources.class.linksModuleData.uris[0]],
    ['object.validTimeInterval.start', { date: '2025-03-01T10:00:00' }],
    ["object.imageModulesData['map']", sources.object.imageModulesData[0]],
  ])('%s', (path, value) => {
    expect(resolveFieldPath(path, sources)).toEqual(value);
  });

  it.each([
    "class.textModulesData['zone']",
    'class.hexBackgroundColor',
    'object.purchaseDetails.purchasePrice',
    "class.issuerName['x']",
    'issuerName',
    'class.',
  ])('%s resolves to nothing', (path) => {
    expect(resolveFieldPath(path, sources)).toBeUndefined();
  });

  it('resolves nothing without the source it names', () => {
    expect(resolveFieldPath('object.state', { class: {} })).toBeUndefined();
  });

  it.each(['class', 'klass.issuerName', "class.textModulesData['x", 'class..a', "class['x']"])(
    'rejects the malformed %s',
    (path) => {
      expect(parseFieldPath(path)).toBeNull();
    },
  );
});
