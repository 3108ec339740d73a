import { describe, expect, it } from 'vitest';
import { introspect } from '../schema/introspect';
import { resourceSchemas } from '../schema/resources';
import { parseBatchPath } from './batchFieldPath';
import { setAtPath } from './setAtPath';

const root = introspect(resourceSchemas.offerObject);
const steps = (header: string) => parseBatchPath(header, root).steps;

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
    setAtPath(target, steps(header), value);
    expect(target).toEqual(expect.objectContaining(expected));
  });

  it.each([
    [
      'a forbidden key, even in steps made by hand',
      [{ key: '__proto__' }, { key: 'polluted' }],
      /“__proto__” is not a field of a pass/,
    ],
    [
      'an id-named item past its list’s limit',
      [{ key: 'textModulesData' }, { id: 'eleventh', max: 1 }, { key: 'body' }],
      /\[eleventh\] would be item 2 of a list that takes 1/,
    ],
    [
      'more than 10,000 added list items',
      [{ key: 'locations' }, { index: 10_000, max: 20_000 }],
      /would add more than 10,000 list items/,
    ],
  ])('refuses %s and leaves Object.prototype alone', (_, path, why) => {
    const target: Record<string, unknown> = { textModulesData: [{ id: 'fare' }] };
    expect(() => setAtPath(target, path, 'x')).toThrow(why);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads own properties only: an inherited toString is not a place to write into', () => {
    const target: Record<string, unknown> = {};
    setAtPath(target, [{ key: 'toString' }, { key: 'x' }], 1);
    expect(target).toEqual({ toString: { x: 1 } });
    expect(Object.hasOwn(Object.prototype, 'x')).toBe(false);
  });
});
