import { describe, expect, it } from 'vitest';
import { checkJsonBounds, defaultJsonLimits } from './jsonBounds';

const cyclic: Record<string, unknown> = { id: 'a' };
cyclic.self = { inner: cyclic };

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { next: value };
  return value;
}

const shared = { a: 1 };

describe('checkJsonBounds', () => {
  it.each([
    ['a pass', { id: 'a.b', classId: 'a.c', textModulesData: [{ header: 'H', body: 'B' }] }],
    ['null, booleans and numbers', [null, true, false, 0, -1.5]],
    ['an undefined property', { id: 'a', title: undefined }],
    ['a value shared by two fields', { one: shared, two: shared }],
    ['a string at the limit', 'x'.repeat(defaultJsonLimits.maxStringLength)],
    ['nesting at the limit', nested(defaultJsonLimits.maxDepth)],
    ['an object without prototype', Object.assign(Object.create(null) as object, { a: 1 })],
  ])('accepts %s', (_name, value) => {
    expect(checkJsonBounds(value)).toBeNull();
  });

  it.each([
    ['a cycle', cyclic, 'cyclic', '/self/inner contains itself'],
    ['a megabyte string', { id: 'x'.repeat(1_000_000) }, 'too-large', 'The string at /id has'],
    ['a megabyte key', { ['k'.repeat(1_000_000)]: 1 }, 'too-large', 'has 1000000 characters'],
    [
      'many strings adding up',
      Array.from({ length: 40 }, () => 'x'.repeat(30_000)),
      'too-large',
      'longer than 1048576 characters in all',
    ],
    ['deep nesting', nested(100_000), 'too-deep', 'nested more than 32 levels deep'],
    ['too many values', { list: new Array(50_000).fill(0) }, 'too-large', 'More than 10000'],
    ['a sparse giant array', { list: new Array(2 ** 31) }, 'too-large', 'More than 10000'],
    ['a value shared exponentially', doubling(20), 'too-large', 'More than 10000'],
    ['NaN', { n: Number.NaN }, 'not-json', '/n is NaN'],
    ['a function', { f: () => 1 }, 'not-json', '/f is a function'],
    ['a Date', { when: new Date(0) }, 'not-json', '/when is a Date'],
    ['a Map', new Map(), 'not-json', 'the top level is a Map'],
    ['undefined in an array', [undefined], 'not-json', '/0 is a undefined'],
    ['a key with a slash', { 'a/b': Number.POSITIVE_INFINITY }, 'not-json', '/a~1b is Infinity'],
  ])('refuses %s', (_name, value, code, message) => {
    const problem = checkJsonBounds(value);
    expect(problem?.code).toBe(code);
    expect(problem?.message).toContain(message);
  });

  it('answers a throwing getter as not JSON instead of throwing', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no keys for you');
        },
      },
    );
    expect(checkJsonBounds({ a: hostile })).toEqual({
      code: 'not-json',
      message: 'The value cannot be read as JSON: no keys for you',
    });
  });

  // Its cost is bounded by the limits, not by the value: counted as the values it reads, each
  // object or array reached through a counting proxy. At most the values it counts, plus the
  // siblings read beside the path it walks.
  it.each([
    ['a cycle', cyclic, 3],
    ['a 100k-deep nest', nested(100_000), defaultJsonLimits.maxDepth + 1],
    ['an endless nest', endless(), defaultJsonLimits.maxDepth + 1],
    [
      '2^30 leaves of one shared value',
      doubling(30),
      defaultJsonLimits.maxValues + defaultJsonLimits.maxDepth,
    ],
  ])('refuses %s having read at most a bounded number of its values', (_name, value, most) => {
    const reads = { count: 0 };
    expect(checkJsonBounds(counting(value, reads))).not.toBeNull();
    expect(reads.count).toBeLessThanOrEqual(most);
  });
});

/** `[x, x]` where x is `[y, y]`...: `depth` objects that serialize to 2^depth leaves. */
function doubling(depth: number): unknown {
  let value: unknown = 0;
  for (let level = 0; level < depth; level += 1) value = [value, value];
  return value;
}

/** An object whose `next` is a fresh object like it, made as it is read: deeper than any limit. */
function endless(): unknown {
  return new Proxy(
    { next: null },
    { get: (_target, key) => (key === 'next' ? endless() : undefined) },
  );
}

/**
 * `value` seen through proxies that count each property read in `reads`, one proxy per object so
 * a shared or cyclic value stays the same object to the check.
 */
function counting(
  value: unknown,
  reads: { count: number },
  seen = new Map<object, object>(),
): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known) return known;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'string' && key !== 'length') reads.count += 1;
      return counting(Reflect.get(target, key, receiver), reads, seen);
    },
  });
  seen.set(value, proxy);
  return proxy;
}
