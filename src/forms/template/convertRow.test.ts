import { describe, expect, it } from 'vitest';
import type { CardRowTemplateInfo } from '../../schema';
import { convertRow, rowTypeOf, type RowType } from './convertRow';

const item = (path: string) => ({ firstValue: { fields: [{ fieldPath: path }] } });
const [a, b, c] = [item('A'), item('B'), item('C')];

describe('convertRow', () => {
  it.each<[string, CardRowTemplateInfo, RowType, CardRowTemplateInfo]>([
    [
      'two to three keeps start and end',
      { twoItems: { startItem: a, endItem: b } },
      'threeItems',
      { threeItems: { startItem: a, endItem: b } },
    ],
    [
      'three to two drops the middle when both ends are set',
      { threeItems: { startItem: a, middleItem: b, endItem: c } },
      'twoItems',
      { twoItems: { startItem: a, endItem: c } },
    ],
    [
      'three to two moves the middle into an empty end',
      { threeItems: { startItem: a, middleItem: b } },
      'twoItems',
      { twoItems: { startItem: a, endItem: b } },
    ],
    [
      'three to two moves the middle into an empty start',
      { threeItems: { middleItem: b, endItem: c } },
      'twoItems',
      { twoItems: { startItem: b, endItem: c } },
    ],
    [
      'one to two puts the item at the start',
      { oneItem: { item: a } },
      'twoItems',
      { twoItems: { startItem: a } },
    ],
    [
      'one to three puts the item in the middle',
      { oneItem: { item: a } },
      'threeItems',
      { threeItems: { middleItem: a } },
    ],
    [
      'three to one keeps the middle',
      { threeItems: { startItem: a, middleItem: b, endItem: c } },
      'oneItem',
      { oneItem: { item: b } },
    ],
    [
      'two to one keeps the start',
      { twoItems: { startItem: a, endItem: b } },
      'oneItem',
      { oneItem: { item: a } },
    ],
    [
      'two to one keeps the end when the start is empty',
      { twoItems: { endItem: b } },
      'oneItem',
      { oneItem: { item: b } },
    ],
    [
      'an empty row becomes an empty row of the new shape',
      { twoItems: {} },
      'threeItems',
      { threeItems: {} },
    ],
    [
      'null items are not carried over',
      { twoItems: { startItem: null, endItem: b } },
      'threeItems',
      { threeItems: { endItem: b } },
    ],
    ['a row without a shape gets the new one', {}, 'oneItem', { oneItem: {} }],
  ])('%s', (_, row, to, expected) => {
    expect(convertRow(row, to)).toStrictEqual(expected);
  });
});

describe('rowTypeOf', () => {
  it.each<[CardRowTemplateInfo | undefined, RowType | undefined]>([
    [{ oneItem: {} }, 'oneItem'],
    [{ twoItems: {} }, 'twoItems'],
    [{ threeItems: {} }, 'threeItems'],
    [{ oneItem: null, threeItems: {} }, 'threeItems'],
    [{}, undefined],
    [undefined, undefined],
  ])('%j is %s', (row, type) => {
    expect(rowTypeOf(row)).toBe(type);
  });
});
