import { describe, expect, it } from 'vitest';
import { samples } from '../../io/samples';
import { fieldIndex } from './fieldIndex';
import { matchFields } from './matchFields';

const transit = fieldIndex('transitClass', samples.transitClass);
const offer = fieldIndex('offerObject', samples.offerObject);
const first = (entries: typeof transit, query: string) => {
  const [match] = matchFields(entries, query);
  return match && { path: match.path, label: match.label, context: match.context };
};

describe('fieldIndex', () => {
  it.each([
    ['a plain field with its section', 'issuerName', 'Issuer name', 'Basics'],
    ['a twin is its plain field only', 'localizedIssuerName', undefined, undefined],
    ['an image by its one control', 'logo', 'Logo', 'Images'],
    ['a row by its id', 'textModulesData.0', "Text module 'fare'", 'Modules › Text modules'],
  ] as const)('%s', (_name, path, label, context) => {
    const entry = transit.find((e) => e.path === path);
    expect(entry?.label).toBe(label);
    if (context) expect(entry?.context).toMatch(new RegExp(`^${context}`));
  });

  it('names a row’s fields under the row, with their values', () => {
    const body = offer.find((e) => e.path === 'barcode.value');
    expect(body).toMatchObject({
      label: 'Value',
      context: 'Barcode › Barcode',
      value: 'https://kaffeehaus.example.com/redeem/KH-SPRING-000123',
    });
  });

  it('lists an absent group, to go to its Add button', () => {
    const entries = fieldIndex('offerObject', { id: '1.a', classId: '1.c' });
    expect(entries.find((e) => e.path === 'barcode')).toMatchObject({
      label: 'Barcode',
      value: '',
    });
  });
});

describe('matchFields', () => {
  it.each([
    ['a label', 'issuer name', 'issuerName'],
    ['a label typed in part', 'iss', 'issuerName'],
    ['a label in any case, accents folded', 'ÍSSUER', 'issuerName'],
    ['a JSON pointer', '/textModulesData/1/body', 'textModulesData.1.body'],
    ['a dotted path', 'barcode.value', 'barcode.value'],
    ['a path in brackets', 'textModulesData[0].header', 'textModulesData.0.header'],
    ['a field name as the JSON has it', 'hexBackgroundColor', 'hexBackgroundColor'],
    ['a value', 'small dogs', 'textModulesData.5.body'],
    ['a twin’s text where the plain field is empty', 'regional day', 'textModulesData.0.body'],
  ])('finds %s: %j', (_name, query, path) => {
    expect(first(transit.concat(offer), query)?.path).toBe(path);
  });

  it.each([
    ['every word must be found', 'issuer zebra'],
    ['a path that is not there', '/nothing/here'],
  ])('%s', (_name, query) => {
    expect(matchFields(transit, query)).toEqual([]);
  });

  it('ranks a label match before value matches, in the form’s order among equals', () => {
    const found = matchFields(transit, 'zones');
    expect(found[0]?.label).toBe("Text module 'zones'");
    expect(found.length).toBeGreaterThan(3);
    expect(found.slice(1).filter((e) => /zones/i.test(e.label))).toEqual([]);
    expect(found.map((e) => e.path)).toContain('textModulesData.6.body');
  });

  it('shows the first fields for an empty query, at most the limit', () => {
    expect(matchFields(transit, '  ', 5)).toHaveLength(5);
  });
});
