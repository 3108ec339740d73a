import { describe, expect, it } from 'vitest';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { cellValue, parseBatchPath } from './batchFieldPath';

const root = introspect(resourceSchemas.offerObject);
const steps = (header: string) => parseBatchPath(header, root).steps;

describe('parseBatchPath', () => {
  it.each([
    ['id', [{ key: 'id' }]],
    ['barcode.value', [{ key: 'barcode' }, { key: 'value' }]],
    [
      'textModulesData[fare].body',
      [{ key: 'textModulesData' }, { id: 'fare', max: 10 }, { key: 'body' }],
    ],
    [
      'textModulesData[9].body',
      [{ key: 'textModulesData' }, { index: 9, max: 10 }, { key: 'body' }],
    ],
    ['locations[0].latitude', [{ key: 'locations' }, { index: 0, max: 1000 }, { key: 'latitude' }]],
    [
      'classReference.messages[9].localizedBody.translatedValues[999].value',
      [
        { key: 'classReference' },
        { key: 'messages' },
        { index: 9, max: 10 },
        { key: 'localizedBody' },
        { key: 'translatedValues' },
        { index: 999, max: 1000 },
        { key: 'value' },
      ],
    ],
  ])('%s', (header, expected) => expect(steps(header)).toEqual(expected));

  it.each([
    ['', /column “”: is not a field path/],
    ['a..b', /column “a\.\.b”: is not a field path/],
    ['textModulesData[].body', /is not a field path/],
    ['1abc', /is not a field path/],
    ['a b', /is not a field path/],
    [
      '__proto__.hexBackgroundColor',
      /column “__proto__\.hexBackgroundColor”: “__proto__” is not a field of a pass/,
    ],
    ['constructor.prototype.x', /“constructor” is not a field of a pass/],
    ['barcode.__proto__', /“__proto__” is not a field of a pass/],
    ['barcode.prototype', /“prototype” is not a field of a pass/],
    ['colour', /column “colour”: an offer object has no field “colour”/],
    ['barcode.colour', /column “barcode\.colour”: “barcode” has no field “colour”/],
    ['textModulesData[0].colour', /“textModulesData\[0\]” has no field “colour”/],
    ['barcode[0].value', /“barcode” is not a list, so \[0\] cannot follow it/],
    [
      'textModulesData[10].body',
      /column “textModulesData\[10\]\.body”: \[10\] is past Google's limit of 10 text modules \(write an index from 0 to 9\)/,
    ],
    ['textModulesData[99999999].body', /\[99999999\] is past Google's limit of 10 text modules/],
    ['messages[5000000].header', /\[5000000\] is past Google's limit of 10 messages/],
    [
      'imageModulesData[1].id',
      /past Google's limit of 1 image modules \(write an index from 0 to 0\)/,
    ],
    [
      'locations[1000].latitude',
      /\[1000\] is past the 1,000 items a list takes from a spreadsheet \(write an index from 0 to 999\)/,
    ],
    [
      'locations[home].latitude',
      /the items of “locations” have no id: write an index such as \[0\]/,
    ],
  ])('refuses “%s”', (header, why) => {
    expect(() => parseBatchPath(header, root)).toThrow(why);
  });
});

describe('cellValue', () => {
  it.each([
    ['locations[0].latitude', '45.5', 45.5],
    ['barcode.value', '007', '007'],
    ['hasUsers', 'true', true],
    ['groupingInfo.sortIndex', '3', 3],
  ])('%s reads “%s” as its field’s type', (header, text, value) => {
    expect(cellValue(text, parseBatchPath(header, root).node)).toBe(value);
  });

  it.each([
    ['locations[0].latitude', 'north', /not a number/],
    ['hasUsers', 'yes', /not true or false/],
  ])('%s refuses “%s”', (header, text, why) => {
    expect(() => cellValue(text, parseBatchPath(header, root).node)).toThrow(why);
  });
});
