import { describe, expect, it } from 'vitest';
import {
  fieldPathOptions,
  filterFieldPathOptions,
  isSuggestedPath,
  normalizeFieldPath,
} from './fieldPathOptions';

const modules = (prefix: string) => ({
  textModulesData: [
    { id: `${prefix}fare`, header: 'Fare', body: '2.80' },
    { header: 'No id' },
    { id: '', header: 'Empty id' },
    { id: `${prefix}zone`, localizedHeader: { defaultValue: { language: 'en', value: 'Zone' } } },
    { id: `${prefix}bare` },
  ],
  imageModulesData: [
    {
      id: `${prefix}map`,
      mainImage: { contentDescription: { defaultValue: { language: 'en', value: 'Map' } } },
    },
  ],
  linksModuleData: {
    uris: [{ id: `${prefix}site`, uri: 'https://example.com', description: 'Website' }],
  },
});

const labelOf = (options: ReturnType<typeof fieldPathOptions>, path: string) =>
  options.find((option) => option.path === path);

describe('fieldPathOptions', () => {
  const transit = fieldPathOptions(modules(''), 'transitClass');
  const offer = fieldPathOptions(
    { ...modules('o-'), classReference: modules('c-') },
    'offerObject',
  );

  it.each([
    [
      'transit text module labelled by header',
      transit,
      "class.textModulesData['fare']",
      'Fare',
      'Class',
    ],
    [
      'transit text module labelled by localized header',
      transit,
      "class.textModulesData['zone']",
      'Zone',
      'Class',
    ],
    [
      'transit text module without header',
      transit,
      "class.textModulesData['bare']",
      "Text module 'bare'",
      'Class',
    ],
    ['transit image module', transit, "class.imageModulesData['map']", 'Map', 'Class'],
    ['transit link', transit, "class.linksModuleData.uris['site']", 'Website', 'Class'],
    ['transit class field', transit, 'class.issuerName', 'Issuer name', 'Class'],
    ['transit object field', transit, 'object.ticketNumber', 'Ticket number', 'Transit object'],
    [
      'transit object price',
      transit,
      'object.purchaseDetails.ticketCost.purchasePrice',
      'Purchase price',
      'Transit object',
    ],
    ['offer class text module', offer, "class.textModulesData['c-fare']", 'Fare', 'Class'],
    ['offer object text module', offer, "object.textModulesData['o-fare']", 'Fare', 'Object'],
    ['offer object link', offer, "object.linksModuleData.uris['o-site']", 'Website', 'Object'],
    ['offer object image module', offer, "object.imageModulesData['o-map']", 'Map', 'Object'],
    ['offer class link', offer, "class.linksModuleData.uris['c-site']", 'Website', 'Class'],
    ['offer class title', offer, 'class.title', 'Title', 'Class'],
    ['offer class provider', offer, 'class.provider', 'Provider', 'Class'],
    ['offer validity start', offer, 'object.validTimeInterval.start', undefined, 'Object'],
    ['offer barcode value', offer, 'object.barcode.value', undefined, 'Object'],
  ])('%s', (_, options, path, label, group) => {
    const option = labelOf(options, path);
    expect(option?.group).toBe(group);
    if (label !== undefined) expect(option?.label).toBe(label);
  });

  it.each([
    ['module without id', transit, 'No id'],
    ['module with an empty id', transit, 'Empty id'],
  ])('leaves out a %s', (_, options, label) => {
    expect(options.some((option) => option.label === label)).toBe(false);
  });

  it.each([
    ['transit class: object-side modules do not exist', transit, "object.textModulesData['fare']"],
    ['transit class: no offer fields', transit, 'class.title'],
    ['offer: no transit object fields', offer, 'object.ticketNumber'],
    ['offer: object module ids are not class ids', offer, "class.textModulesData['o-fare']"],
  ])('does not offer paths that do not apply (%s)', (_, options, path) => {
    expect(labelOf(options, path)).toBeUndefined();
  });

  it('names nested object fields with the labels of each level', () => {
    expect(labelOf(offer, 'object.validTimeInterval.start')?.label).toMatch(/ › /);
  });

  it.each([
    ['an empty document', {}],
    ['a document that is not an object', 'nonsense'],
    ['modules that are not arrays', { textModulesData: { id: 'x' }, linksModuleData: { uris: 3 } }],
  ])('still offers the fixed fields for %s', (_, doc) => {
    const options = fieldPathOptions(doc, 'transitClass');
    expect(options.some((option) => option.path.includes('['))).toBe(false);
    expect(labelOf(options, 'class.issuerName')).toBeDefined();
  });

  it('offers a duplicated id once', () => {
    const doc = {
      textModulesData: [
        { id: 'a', header: 'First' },
        { id: 'a', header: 'Second' },
      ],
    };
    const paths = fieldPathOptions(doc, 'transitClass').filter(
      (o) => o.path === "class.textModulesData['a']",
    );
    expect(paths).toEqual([{ path: "class.textModulesData['a']", label: 'First', group: 'Class' }]);
  });

  it('offers no object paths in a class group, and every path is single-quoted', () => {
    for (const option of [...transit, ...offer]) {
      expect(option.path.startsWith(option.group === 'Class' ? 'class.' : 'object.')).toBe(true);
      expect(option.path).not.toContain('"');
    }
  });
});

describe('normalizeFieldPath and isSuggestedPath', () => {
  const options = fieldPathOptions({ textModulesData: [{ id: 'a' }] }, 'transitClass');
  it.each([
    ["class.textModulesData['a']", true],
    ['class.textModulesData["a"]', true],
    ["  class.textModulesData['a'] ", true],
    ["class.textModulesData['b']", false],
    ['class.issuerName', true],
    ['', false],
  ])('%j suggested: %s', (path, known) => {
    expect(isSuggestedPath(options, path)).toBe(known);
  });

  it('rewrites double-quoted ids to single quotes', () => {
    expect(normalizeFieldPath('object.linksModuleData.uris["x"]')).toBe(
      "object.linksModuleData.uris['x']",
    );
  });
});

describe('filterFieldPathOptions', () => {
  const options = fieldPathOptions(modules(''), 'transitClass');
  it.each([
    ['', options.length],
    ['fare', 2],
    ['FARE', 2],
    ['Website', 1],
    ['nothing-like-this', 0],
  ])('%j matches %i options', (query, count) => {
    expect(filterFieldPathOptions(options, query)).toHaveLength(count);
  });
});
