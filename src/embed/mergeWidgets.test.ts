import { describe, expect, it } from 'vitest';
import type { WidgetEntry } from '../studio';
import { mergeWidgets } from './mergeWidgets';

const entry = (name: string, tag = name): WidgetEntry => ({
  name,
  test: () => true,
  Widget: () => tag,
});
const names = (list: readonly WidgetEntry[]) =>
  list.map((e) => `${e.name}:${String((e.Widget as () => string)())}`);

describe('mergeWidgets', () => {
  it.each([
    ['no extras', undefined, ['a:a', 'b:b']],
    ['an empty list', [], ['a:a', 'b:b']],
    ['a replacement keeps its place', [entry('b', 'mine')], ['a:a', 'b:mine']],
    ['an addition goes first', [entry('c')], ['c:c', 'a:a', 'b:b']],
    ['both', [entry('a', 'mine'), entry('c')], ['c:c', 'a:mine', 'b:b']],
  ])('%s', (_name, extra, expected) => {
    expect(names(mergeWidgets([entry('a'), entry('b')], extra))).toEqual(expected);
  });
});
