import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTree, type Node } from 'jsonc-parser';
import { scanJson } from './scanJson';

type Segment = string | number;

/** The text from the offset scanJson found, cut to `length` characters: what a reader sees there. */
function at(text: string, segments: Segment[], target?: 'value' | 'key', length = 8) {
  const offset = scanJson(text, [segments]).offsetOf(segments, target);
  return offset === undefined ? undefined : text.slice(offset, offset + length);
}

const text = '{"a": {"b": [10, {"c": "x"}]}, "d": true, "e": null}';

describe('scanJson: where a path starts', () => {
  it.each<[string, Segment[], 'value' | 'key' | undefined, string | undefined]>([
    ['the document', [], undefined, '{"a": {"'],
    ['a property value', ['d'], undefined, 'true, "e'],
    ['a null', ['e'], undefined, 'null}'],
    ['an array element', ['a', 'b', 0], undefined, '10, {"c"'],
    ['deep in an array', ['a', 'b', 1, 'c'], undefined, '"x"}]}, '],
    ['a property name', ['a', 'b'], 'key', '"b": [10'],
    ['an array element has no name: its value', ['a', 'b', 1], 'key', '{"c": "x'],
    ['a missing property: the nearest enclosing value', ['a', 'z', 'y'], undefined, '{"b": [1'],
    ['a missing property asked by name: still its parent', ['a', 'z'], 'key', '{"b": [1'],
    ['an index past the end', ['a', 'b', 7], undefined, '[10, {"c'],
    ['an index into an object is not a name', ['a', 0], undefined, '{"b": [1'],
    ['a name into an array is not an index', ['a', 'b', '0'], undefined, '[10, {"c'],
  ])('%s', (_name, segments, target, expected) => {
    expect(at(text, segments, target)).toBe(expected);
  });

  it('resolves a repeated key to its last value, as JSON.parse keeps it', () => {
    const repeated = '{"a": {"b": 1, "c": 2}, "a": {"b": 3}}';
    expect(at(repeated, ['a', 'b'])).toBe('3}}');
    // The first "a" had a "c"; the last has none: the nearest value is the last "a".
    expect(at(repeated, ['a', 'c'])).toBe('{"b": 3}');
    expect(at(repeated, ['a'], 'key', 3)).toBe('"a"');
    expect(repeated.indexOf('"a"', 2)).toBe(scanJson(repeated, [['a']]).offsetOf(['a'], 'key'));
  });

  it('finds only what it was asked for, and the ancestors on the way', () => {
    const scan = scanJson(text, [['a', 'b', 1, 'c']]);
    expect(scan.offsetOf(['d'])).toBe(0);
  });
});

describe('scanJson: repeated keys', () => {
  it.each<[string, string, Segment[], string]>([
    ['a string', '{"k": 1, "k": "two"}', ['k'], '“two”'],
    ['a number', '{"k": 1, "k": 2.5}', ['k'], '2.5'],
    ['an object', '{"k": 1, "k": {"x": 1}}', ['k'], 'an object'],
    ['a list', '{"k": 1, "k": [1]}', ['k'], 'a list'],
    ['inside a list', '{"l": [{"k": 1, "k": false}]}', ['l', 0, 'k'], 'false'],
    ['after an earlier list', '{"l": [1, 2], "o": {"k": 1, "k": 2}}', ['o', 'k'], '2'],
  ])('%s: at the repeat, with the value that counts', (_name, json, segments, shown) => {
    const [repeat, ...more] = scanJson(json, []).repeatedKeys;
    expect(more).toEqual([]);
    expect(repeat).toMatchObject({ segments, key: segments.at(-1), shown });
    expect(json.slice(repeat!.offset, repeat!.offset + 3)).toBe('"k"');
    expect(repeat!.previous).toBeLessThan(repeat!.offset);
    expect(json.slice(repeat!.previous, repeat!.previous + 3)).toBe('"k"');
  });

  it('the same key in two objects is no repeat', () => {
    expect(scanJson('{"a": {"k": 1}, "b": {"k": 1}, "k": [{"k": 1}]}', []).repeatedKeys).toEqual(
      [],
    );
  });
});

/** jsonc-parser's syntax tree, which parse used before: the oracle the scan must agree with. */
function treeOffset(text: string, segments: Segment[], target: 'value' | 'key') {
  const tree = parseTree(text, [], { disallowComments: true });
  for (let length = segments.length; length >= 0; length--) {
    let node: Node | undefined = tree;
    for (const segment of segments.slice(0, length)) {
      if (typeof segment === 'string') {
        if (node?.type !== 'object') node = undefined;
        else
          node = node.children?.findLast((p) => p.children?.[0]?.value === segment)?.children?.[1];
      } else node = node?.type === 'array' ? node.children?.[segment] : undefined;
    }
    if (!node) continue;
    if (target === 'key' && length === segments.length && node.parent?.type === 'property') {
      return node.parent.children?.[0]?.offset;
    }
    return node.offset;
  }
  return undefined;
}

/** Every path of a JSON value, and one missing step below each. */
function pathsOf(value: unknown, here: Segment[] = []): Segment[][] {
  const below = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...here, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...here, key]))
      : [];
  return [here, [...here, 'missing'], [...here, 99], ...below];
}

describe('scanJson agrees with a syntax tree', () => {
  it('on every path of generated JSON, written compact or indented', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.boolean(), (value, pretty) => {
        const json = pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value);
        const paths = pathsOf(value);
        const scan = scanJson(json, paths);
        for (const path of paths) {
          for (const target of ['value', 'key'] as const) {
            expect(scan.offsetOf(path, target), `${target} of ${JSON.stringify(path)}`).toBe(
              treeOffset(json, path, target),
            );
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
