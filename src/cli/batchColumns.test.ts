import { describe, expect, it } from 'vitest';
import { samples } from '../io/samples';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { batchColumns, isBlankRow, rowObject } from './batchColumns';

const root = introspect(resourceSchemas.offerObject);
const template = samples.offerObject;

describe('batchColumns: header errors, before any row is read', () => {
  it.each([
    [['id', ''], /column 2 has no header: name the field it fills/],
    [['id', 'barcode.value', ' id '], /column “id” appears twice \(columns 1 and 3\)/],
    [
      ['id', '__proto__.hexBackgroundColor'],
      /column “__proto__\.hexBackgroundColor”: “__proto__” is not a field/,
    ],
    [['textModulesData[99999999].body'], /\[99999999\] is past Google's limit of 10 text modules/],
    [
      Array.from({ length: 11 }, (_, i) => `textModulesData[m${i}].body`),
      /column “textModulesData\[m10\]\.body”: with the columns before it, \[m10\] would be item 11 of a list that takes 10 to each object/,
    ],
    [
      Array.from(
        { length: 10 },
        (_, i) => `messages[${i}].localizedBody.translatedValues[999].value`,
      ),
      /column “messages\[9\]\.localizedBody\.translatedValues\[999\]\.value”: with the columns before it, the columns would add more than 10,000 list items to each object/,
    ],
  ])('%j', (header, why) => {
    expect(() => batchColumns(header, root)).toThrow(why);
  });

  it('accepts a header within every bound', () => {
    const header = ['id', 'barcode.value', 'textModulesData[9].body', 'locations[999].latitude'];
    expect(batchColumns(header, root).map((c) => c.node.kind)).toEqual([
      'string',
      'string',
      'string',
      'number',
    ]);
  });
});

describe('rowObject', () => {
  const columns = batchColumns(['id', 'barcode.value', 'locations[0].latitude'], root);

  it.each([
    [
      ['x.1', 'B', '4.5'],
      { id: 'x.1', barcode: expect.objectContaining({ value: 'B' }) as unknown },
    ],
    [['x.2', '', ''], { id: 'x.2' }],
    [['x.3', 'B', '1', '', ' '], { id: 'x.3' }],
  ])('%j makes the template with those cells', (record, expected) => {
    expect(rowObject(template, columns, record)).toEqual({
      document: expect.objectContaining(expected) as unknown,
    });
  });

  it.each([
    [['x.4', 'B', 'north'], ['column locations[0].latitude: “north” is not a number']],
    [
      ['x.5', 'B', '1', 'stray'],
      ['has 4 cells, but the header names 3 columns (does a cell with a comma need quotes?)'],
    ],
  ])('%j says why it makes no object', (record, problems) => {
    expect(rowObject(template, columns, record)).toEqual({ problems });
  });

  it('never writes to Object.prototype from a JSON cell', () => {
    const [barcode] = batchColumns(['barcode'], root);
    rowObject(template, [barcode!], ['{"__proto__": {"polluted": true}, "type": "QR_CODE"}']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    [[''], true],
    [['', ' ', '\t'], true],
    [['', 'x'], false],
  ])('isBlankRow(%j) is %s', (record, blank) => expect(isBlankRow(record)).toBe(blank));
});
