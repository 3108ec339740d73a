import { describe, expect, it } from 'vitest';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { batchNode, cellValue, parseBatchPath, setAtPath } from './batchFieldPath';

const root = introspect(resourceSchemas.offerObject);

describe('parseBatchPath', () => {
  it.each([
    ['id', [{ key: 'id' }]],
    ['barcode.value', [{ key: 'barcode' }, { key: 'value' }]],
    ['textModulesData[fare].body', [{ key: 'textModulesData' }, { id: 'fare' }, { key: 'body' }]],
    ['locations[0].latitude', [{ key: 'locations' }, { index: 0 }, { key: 'latitude' }]],
  ])('%s', (header, steps) => expect(parseBatchPath(header)).toEqual(steps));

  it.each(['', 'a..b', 'a[].b', '1abc', 'a b'])('refuses “%s”', (header) => {
    expect(() => parseBatchPath(header)).toThrow(/is not a field path/);
  });
});

describe('setAtPath', () => {
  it.each([
    ['id', 'x', { id: 'x', textModulesData: [{ id: 'fare', body: 'old' }] }],
    ['textModulesData[fare].body', 'new', { textModulesData: [{ id: 'fare', body: 'new' }] }],
    [
      'textModulesData[zone].body',
      'B',
      {
        textModulesData: [
          { id: 'fare', body: 'old' },
          { id: 'zone', body: 'B' },
        ],
      },
    ],
    [
      'barcode.value',
      '42',
      { barcode: { value: '42' }, textModulesData: [{ id: 'fare', body: 'old' }] },
    ],
    [
      'textModulesData[0].header',
      'H',
      { textModulesData: [{ id: 'fare', body: 'old', header: 'H' }] },
    ],
  ])('%s = %s', (header, value, expected) => {
    const target: Record<string, unknown> = { textModulesData: [{ id: 'fare', body: 'old' }] };
    setAtPath(target, parseBatchPath(header), value);
    expect(target).toEqual(expect.objectContaining(expected));
  });
});

describe('cellValue', () => {
  it.each([
    ['locations[0].latitude', '45.5', 45.5],
    ['barcode.value', '007', '007'],
    ['hasUsers', 'true', true],
    ['groupingInfo.sortIndex', '3', 3],
  ])('%s reads “%s” as its field’s type', (header, text, value) => {
    expect(cellValue(text, batchNode(root, parseBatchPath(header)))).toBe(value);
  });

  it.each([
    ['locations[0].latitude', 'north', /not a number/],
    ['hasUsers', 'yes', /not true or false/],
  ])('%s refuses “%s”', (header, text, why) => {
    expect(() => cellValue(text, batchNode(root, parseBatchPath(header)))).toThrow(why);
  });
});
