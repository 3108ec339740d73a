import { describe, expect, it } from 'vitest';
import { pathOffset } from './pathOffset';

const text = '{\n  "id": "1.a",\n  "textModulesData": [\n    { "header": "Hi" }\n  ]\n}';
const at = (needle: string) => text.indexOf(needle);

describe('pathOffset', () => {
  it.each<[string, (string | number)[], number]>([
    ['a top-level property, at its name', ['id'], at('"id"')],
    ['a field inside a list row', ['textModulesData', 0, 'header'], at('"header"')],
    ['a list row', ['textModulesData', 0], at('{ "header"')],
    ['a missing field: its enclosing row', ['textModulesData', 0, 'body'], at('{ "header"')],
    ['a missing row: the list', ['textModulesData', 3, 'header'], at('[')],
    ['the document', [], 0],
  ])('%s', (_name, segments, offset) => {
    expect(pathOffset(text, segments)).toBe(offset);
  });

  it('is 0 for text that is not JSON', () => {
    expect(pathOffset('not json', ['id'])).toBe(0);
  });
});
