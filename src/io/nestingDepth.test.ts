import { describe, expect, it } from 'vitest';
import { findExcessiveNesting } from './nestingDepth';

describe('findExcessiveNesting', () => {
  it.each([
    ['flat', '{"a":1,"b":[1,2]}', 2, undefined],
    ['one level too deep', '{"a":[[1]]}', 2, 6],
    ['arrays count as objects do', '[[[]]]', 2, 2],
    ['brackets inside a string', '{"a":"[[[{{{"}', 1, undefined],
    ['an escaped quote keeps the string open', '{"a":"\\"[[[","b":1}', 1, undefined],
    ['an escaped backslash closes it', '{"a":"\\\\","b":[[1]]}', 2, 15],
    ['three backslashes then a quote stay open', '{"a":"\\\\\\"[[","b":1}', 1, undefined],
    ['an unterminated string', '{"a":"[[[', 1, undefined],
    ['brackets after closing', '{}[[', 1, 3],
  ])('%s', (_name, text, limit, expected) => {
    expect(findExcessiveNesting(text, limit)).toBe(expected);
  });
});
