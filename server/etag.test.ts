import { describe, expect, it } from 'vitest';
import { etagOf, ifMatchAllows } from './etag';

describe('etagOf', () => {
  it('is a quoted, strong tag that changes with the bytes', () => {
    const tag = etagOf('{"id":"a"}\n');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(etagOf('{"id":"a"}\n')).toBe(tag);
    expect(etagOf('{"id":"b"}\n')).not.toBe(tag);
  });
});

describe('ifMatchAllows', () => {
  const current = '"abc"';
  it.each([
    ['the same tag', '"abc"', true],
    ['any document', '*', true],
    ['one of a list', '"x", "abc"', true],
    ['surrounding spaces', '  "abc" ', true],
    ['another tag', '"abd"', false],
    ['the weak form of the tag', 'W/"abc"', false],
    ['an unquoted tag', 'abc', false],
    ['an empty header', '', false],
  ])('%s: %j -> %s', (_name, header, expected) => {
    expect(ifMatchAllows(header, current)).toBe(expected);
  });
});
