import { describe, expect, it } from 'vitest';
import { introspect, nodeAt, resourceSchemas } from '../schema';
import { rowOwnSummary, rowSummary } from './rowSummary';

const transit = introspect(resourceSchemas.transitClass);
const offer = introspect(resourceSchemas.offerObject);
const element = (root: typeof transit, path: string[]) => {
  const node = nodeAt(root, path)?.element;
  if (!node) throw new Error(`no element at ${path.join('.')}`);
  return node;
};

describe('rowSummary', () => {
  it.each([
    [
      'text module with id',
      element(transit, ['textModulesData']),
      'Text module',
      { id: 'fare', header: 'Fare', body: '2.80 EUR' },
      "Text module 'fare' — Fare: 2.80 EUR",
    ],
    [
      'text module without id',
      element(transit, ['textModulesData']),
      'Text module',
      { header: 'Fare' },
      'Text module 2 — Fare',
    ],
    [
      'localized header',
      element(transit, ['textModulesData']),
      'Text module',
      { localizedHeader: { defaultValue: { value: 'Tarif' } } },
      'Text module 2 — Tarif',
    ],
    ['empty row', element(transit, ['messages']), 'Message', {}, 'Message 2'],
    [
      'location',
      element(offer, ['locations']),
      'Location',
      { latitude: 48.85, longitude: 2.35 },
      'Location 2 — 48.85, 2.35',
    ],
    [
      'image module',
      element(transit, ['imageModulesData']),
      'Image module',
      { id: 'map', mainImage: { sourceUri: { uri: 'https://a/b.png' } } },
      "Image module 'map' — https://a/b.png",
    ],
    [
      'TOTP parameter: the key stays masked',
      element(offer, ['rotatingBarcode', 'totpDetails', 'parameters']),
      'Parameter',
      { key: 'c2VjcmV0', valueLength: 8 },
      'Parameter 2 — 8',
    ],
    ['not an object', element(transit, ['messages']), 'Message', 'oops', 'Message 2'],
  ])('%s', (_, node, label, value, expected) => {
    expect(rowSummary(node, label, 1, value)).toBe(expected);
  });
});

describe('rowOwnSummary', () => {
  it.each([
    [
      'its values first',
      element(transit, ['textModulesData']),
      { id: 'fare', header: 'Fare' },
      'Fare',
    ],
    ['its id without values', element(transit, ['textModulesData']), { id: 'fare' }, 'fare'],
    [
      'its id before a URL',
      element(transit, ['imageModulesData']),
      { id: 'map', mainImage: { sourceUri: { uri: 'https://a/b.png' } } },
      'map',
    ],
    ['nothing of its own', element(transit, ['messages']), {}, ''],
    ['not an object', element(transit, ['messages']), 'oops', ''],
  ])('%s', (_, node, value, expected) => {
    expect(rowOwnSummary(node, value)).toBe(expected);
  });
});
